/** Configuration read from the environment; every variable is described in .env.example. */

/** Development's fallback PAYLOAD_SECRET: public, so production refuses it. */
export const DEV_SECRET = 'dev-only-secret-change-me'

export const isProduction = (): boolean => process.env.NODE_ENV === 'production'

/** `next build` loads the config in production mode but serves nobody: secrets are not needed. */
export const isBuilding = (): boolean => process.env.NEXT_PHASE === 'phase-production-build'

export const databaseUrl = (): string => {
  const url = process.env.DATABASE_URL
  if (!url) {
    throw new Error(
      'DATABASE_URL is not set. Start the app with `npm run dev` (embedded PostgreSQL) or set it.',
    )
  }
  return url
}

export const payloadSecret = (): string => {
  const secret = process.env.PAYLOAD_SECRET
  if (secret) return secret
  if (isProduction() && !isBuilding()) throw new Error('PAYLOAD_SECRET must be set in production.')
  return DEV_SECRET
}

/** Demo accounts, demo content and the test-admin login exist only when this is on. */
export const isDemoMode = (): boolean =>
  process.env.DEMO_MODE === 'true' || (!isProduction() && process.env.DEMO_MODE !== 'false')

/** The site's public address: links in e-mails, the sitemap. */
export const siteUrl = (): string =>
  (process.env.SITE_URL || 'http://localhost:3000').replace(/\/+$/, '')
