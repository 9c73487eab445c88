import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { audit } from '@/lib/audit'
import { drizzleOf } from '@/lib/db/sql'
import { serializeCookie } from '@/lib/http/cookies'
import type { RequestMeta } from '@/lib/http/request'
import type { User } from '@/payload-types'

import { recordAttempt } from './attempts'
import { SESSION_COOKIE, SESSION_TTL_MS } from './constants'
import { type PublicUser, toPublicUser } from './publicUser'
import { createSession } from './sessions'
import { findUserById } from './users'
import { summariseUserAgent } from './userAgent'

export const REMEMBER_ME_TTL_MS = 30 * 24 * 60 * 60 * 1000

type SignInOptions = { rememberMe?: boolean; method?: string }
export type SignedInUser = { user: PublicUser; cookie: string }

/** The session, the attempt and the audit entry of a sign-in whose user row is marked. */
const openSession = async (
  payload: Payload,
  user: User,
  meta: RequestMeta,
  { rememberMe = false, method = 'password' }: SignInOptions,
): Promise<SignedInUser> => {
  const ttlMs = rememberMe ? REMEMBER_ME_TTL_MS : SESSION_TTL_MS
  const { token, session } = await createSession(payload, user, {
    ...meta,
    deviceName: summariseUserAgent(meta.userAgent),
    ttlMs,
  })
  await recordAttempt(payload, { email: user.email, user: user.id, success: true, meta })
  await audit(payload, {
    eventType: 'login_success',
    action: 'Signed in',
    user: user.id,
    sessionId: session.id,
    details: { method },
    meta,
  })
  // Read again: the new session is in the user's session count.
  return {
    user: toPublicUser(await findUserById(payload, user.id)),
    cookie: serializeCookie(SESSION_COOKIE, token, { maxAgeSeconds: ttlMs / 1000 }),
  }
}

/**
 * Opens a new session for a user who proved who they are (password, and the MFA code when on):
 * a fresh cookie, the user's sign-in fields kept true, the attempt and an audit entry written.
 */
export const completeSignIn = async (
  payload: Payload,
  user: User,
  meta: RequestMeta,
  options: SignInOptions = {},
): Promise<SignedInUser> => {
  await payload.update({
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
  return openSession(payload, user, meta, options)
}

/**
 * completeSignIn for the sign-in calls, which the lockout stops: the user row is marked in one
 * conditional statement that fails while the account is locked, so a lockout written at the
 * same moment (say, by a parallel wrong MFA code) is never cleared by this sign-in. Null, and
 * nothing written, when the account is locked.
 */
export const completeSignInUnlessLocked = async (
  payload: Payload,
  user: User,
  meta: RequestMeta,
  options: SignInOptions = {},
): Promise<SignedInUser | null> => {
  const { rows } = await drizzleOf(payload).execute(sql`UPDATE users
    SET last_login_at = now(), last_login_ip = ${meta.ipAddress}, login_attempts = 0,
      lockout_until = NULL, updated_at = now()
    WHERE id = ${user.id} AND (lockout_until IS NULL OR lockout_until <= now())
    RETURNING id`)
  if (rows.length === 0) return null
  return openSession(payload, user, meta, options)
}
