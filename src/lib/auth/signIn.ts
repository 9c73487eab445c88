import type { Payload } from 'payload'

import { audit } from '@/lib/audit'
import { serializeCookie } from '@/lib/http/cookies'
import type { RequestMeta } from '@/lib/http/request'
import type { User } from '@/payload-types'

import { recordAttempt } from './attempts'
import { SESSION_COOKIE, SESSION_TTL_MS } from './constants'
import { type PublicUser, toPublicUser } from './publicUser'
import { createSession } from './sessions'
import { summariseUserAgent } from './userAgent'

export const REMEMBER_ME_TTL_MS = 30 * 24 * 60 * 60 * 1000

/**
 * Opens a new session for a user who proved who they are (password, and the MFA code when on):
 * a fresh cookie, the user's sign-in fields kept true, the attempt and an audit entry written.
 */
export const completeSignIn = async (
  payload: Payload,
  user: User,
  meta: RequestMeta,
  { rememberMe = false, method = 'password' }: { rememberMe?: boolean; method?: string } = {},
): Promise<{ user: PublicUser; cookie: string }> => {
  const ttlMs = rememberMe ? REMEMBER_ME_TTL_MS : SESSION_TTL_MS
  const { token, session } = await createSession(payload, user, {
    ...meta,
    deviceName: summariseUserAgent(meta.userAgent),
    ttlMs,
  })
  const updated = await payload.update({
    collection: 'users',
    id: user.id,
    data: {
      lastLoginAt: new Date().toISOString(),
      lastLoginIp: meta.ipAddress,
      loginAttempts: 0,
      lockoutUntil: null,
    },
    overrideAccess: true,
  })
  await recordAttempt(payload, { email: user.email, success: true, meta })
  await audit(payload, {
    eventType: 'login_success',
    action: 'Signed in',
    user: user.id,
    sessionId: session.id,
    details: { method },
    meta,
  })
  return {
    user: toPublicUser(updated),
    cookie: serializeCookie(SESSION_COOKIE, token, { maxAgeSeconds: ttlMs / 1000 }),
  }
}
