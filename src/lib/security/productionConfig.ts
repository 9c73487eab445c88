import { decodeKey } from '@/lib/auth/secretBox'
import { DEV_SECRET } from '@/lib/env'

type Env = Record<string, string | undefined>

/** Shorter than this, a PAYLOAD_SECRET can be guessed; `openssl rand -hex 32` gives 64. */
const MIN_SECRET_LENGTH = 32

/** Values that appear in this repository's docs and examples: public, so never a secret. */
const KNOWN_SECRETS = new Set([DEV_SECRET, 'change-me-to-64-random-hex-characters'])

/** Without these a production site cannot sign users in, take payments or send mail. */
const REQUIRED = [
  ['DATABASE_URL', 'the PostgreSQL to use'],
  ['SITE_URL', 'the public address used in e-mails and the sitemap'],
  ['SMTP_URL', 'outgoing e-mail: password resets, receipts'],
  ['STRIPE_SECRET_KEY', 'payments'],
  ['NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY', 'the checkout in the browser'],
  ['STRIPE_WEBHOOK_SECRET', 'verifying Stripe webhooks'],
] as const

const mfaKeyProblem = (value: string | undefined): string | null => {
  if (!value) return 'MFA_ENCRYPTION_KEY is not set (32 bytes that encrypt MFA secrets).'
  try {
    decodeKey(value)
    return null
  } catch {
    return 'MFA_ENCRYPTION_KEY must be 32 bytes (64 hex characters).'
  }
}

const payloadSecretProblem = (value: string | undefined): string | null => {
  if (!value) return 'PAYLOAD_SECRET is not set.'
  if (KNOWN_SECRETS.has(value)) return 'PAYLOAD_SECRET is a published default value.'
  if (value.length < MIN_SECRET_LENGTH) {
    return `PAYLOAD_SECRET is shorter than ${MIN_SECRET_LENGTH} characters.`
  }
  return null
}

/**
 * Why this environment must not serve a production site: demo mode (public demo accounts and a
 * password-less admin login), a default or weak secret, or a missing key. Empty when it may.
 */
export const productionConfigProblems = (env: Env): string[] => {
  const problems = [
    env.DEMO_MODE === 'true'
      ? 'DEMO_MODE is on: its public demo accounts and test admin login must never reach production.'
      : null,
    payloadSecretProblem(env.PAYLOAD_SECRET),
    mfaKeyProblem(env.MFA_ENCRYPTION_KEY),
    ...REQUIRED.map(([name, purpose]) => (env[name] ? null : `${name} is not set (${purpose}).`)),
  ]
  return problems.filter((problem): problem is string => problem !== null)
}
