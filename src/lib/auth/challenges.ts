import type { Payload } from 'payload'

import { clearCookie, readCookie, serializeCookie } from '@/lib/http/cookies'
import type { RequestMeta } from '@/lib/http/request'
import type { AuthChallenge, User } from '@/payload-types'

import { hashToken, newToken } from './tokens'

export const CHALLENGE_COOKIE = 'artist_mfa'
export const CHALLENGE_TTL_MS = 5 * 60 * 1000
/** Wrong codes a pending sign-in survives; the next one voids it. */
export const MAX_CODE_ATTEMPTS = 5

/** Starts the MFA step of a sign-in: a challenge row and the cookie that names it. */
export const createChallenge = async (
  payload: Payload,
  user: User,
  { rememberMe, meta }: { rememberMe: boolean; meta: RequestMeta },
): Promise<string> => {
  const token = newToken()
  await payload.create({
    collection: 'auth-challenges',
    data: {
      user: user.id,
      tokenHash: hashToken(token),
      attempts: 0,
      rememberMe,
      ipAddress: meta.ipAddress,
      expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS).toISOString(),
    },
    overrideAccess: true,
  })
  return serializeCookie(CHALLENGE_COOKIE, token, { maxAgeSeconds: CHALLENGE_TTL_MS / 1000 })
}

/** The live challenge of a request, or null when missing, expired or voided. */
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

/** Counts a wrong code; returns false once the challenge is void (deleted). */
export const failChallenge = async (payload: Payload, challenge: AuthChallenge) => {
  const attempts = (challenge.attempts ?? 0) + 1
  if (attempts >= MAX_CODE_ATTEMPTS) {
    await endChallenge(payload, challenge)
    return false
  }
  await payload.update({
    collection: 'auth-challenges',
    id: challenge.id,
    data: { attempts },
    overrideAccess: true,
  })
  return true
}

export const endChallenge = async (payload: Payload, challenge: AuthChallenge) => {
  await payload.delete({ collection: 'auth-challenges', id: challenge.id, overrideAccess: true })
}

export const clearChallengeCookie = (): string => clearCookie(CHALLENGE_COOKIE)
