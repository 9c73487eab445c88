import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { drizzleOf, inTransaction } from '@/lib/db/sql'
import { clearCookie, readCookie, serializeCookie } from '@/lib/http/cookies'
import type { RequestMeta } from '@/lib/http/request'
import type { AuthChallenge, User } from '@/payload-types'

import { hashToken, newToken } from './tokens'

export const CHALLENGE_COOKIE = 'artist_mfa'
export const CHALLENGE_TTL_MS = 5 * 60 * 1000

/**
 * Starts the MFA step of a sign-in: a challenge row and the cookie that names it. A member has
 * at most one pending sign-in: the new one replaces the earlier ones. Sign-ins of one member
 * are serialised on the member's row, so any number at once still leave exactly one.
 */
export const createChallenge = async (
  payload: Payload,
  user: User,
  { rememberMe, meta }: { rememberMe: boolean; meta: RequestMeta },
): Promise<string> => {
  const token = newToken()
  const expiresAt = new Date(Date.now() + CHALLENGE_TTL_MS).toISOString()
  await inTransaction(payload, async (tx) => {
    // NO KEY UPDATE: rows referring to the member (sessions, attempts) can still be written.
    await tx.execute(sql`SELECT id FROM users WHERE id = ${user.id} FOR NO KEY UPDATE`)
    await tx.execute(sql`DELETE FROM auth_challenges WHERE user_id = ${user.id}`)
    await tx.execute(sql`INSERT INTO auth_challenges
        (user_id, token_hash, attempts, remember_me, ip_address, expires_at)
      VALUES (${user.id}, ${hashToken(token)}, 0, ${rememberMe}, ${meta.ipAddress}, ${expiresAt})`)
  })
  return serializeCookie(CHALLENGE_COOKIE, token, { maxAgeSeconds: CHALLENGE_TTL_MS / 1000 })
}

/** The live challenge of a request, or null when missing, expired or ended. */
export const findChallenge = async (
  payload: Payload,
  request: Request,
): Promise<AuthChallenge | null> => {
  const token = readCookie(request, CHALLENGE_COOKIE)
  if (!token) return null
  const { docs } = await payload.find({
    collection: 'auth-challenges',
    where: {
      and: [
        { tokenHash: { equals: hashToken(token) } },
        { expiresAt: { greater_than: new Date().toISOString() } },
      ],
    },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/** Counts a wrong code on the challenge (for the record: the account's lockout is the limit). */
export const countWrongCode = async (payload: Payload, challenge: AuthChallenge) => {
  await drizzleOf(payload).execute(
    sql`UPDATE auth_challenges SET attempts = COALESCE(attempts, 0) + 1, updated_at = now()
      WHERE id = ${challenge.id}`,
  )
}

/**
 * Uses the challenge up: true for exactly one caller, and only while it is live (not expired,
 * not replaced by a newer sign-in, not ended by a lockout).
 */
export const consumeChallenge = async (
  payload: Payload,
  challenge: AuthChallenge,
): Promise<boolean> => {
  const { rows } = await drizzleOf(payload).execute(
    sql`DELETE FROM auth_challenges WHERE id = ${challenge.id} AND expires_at > now() RETURNING id`,
  )
  return rows.length > 0
}

export const endChallenge = async (payload: Payload, challenge: AuthChallenge) => {
  await drizzleOf(payload).execute(sql`DELETE FROM auth_challenges WHERE id = ${challenge.id}`)
}

/** Ends every pending sign-in of a member (a lockout, a password change). */
export const endUserChallenges = async (payload: Payload, userId: string) => {
  await drizzleOf(payload).execute(sql`DELETE FROM auth_challenges WHERE user_id = ${userId}`)
}

export const clearChallengeCookie = (): string => clearCookie(CHALLENGE_COOKIE)
