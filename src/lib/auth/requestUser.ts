import type { Payload } from 'payload'

import { readCookie } from '@/lib/http/cookies'
import { jsonError } from '@/lib/http/errors'
import type { User, UserSession } from '@/payload-types'

import { SESSION_COOKIE } from './constants'
import { findSession } from './sessions'

export type SignedIn = { user: User; session: UserSession; token: string }

/** The session of a request to one of our route handlers, or null. */
export const sessionOf = async (payload: Payload, request: Request): Promise<SignedIn | null> => {
  const token = readCookie(request, SESSION_COOKIE)
  if (!token) return null
  const found = await findSession(payload, token)
  return found ? { ...found, token } : null
}

/** The session, or the documented 401 for a signed-out caller. */
export const requireSession = async (
  payload: Payload,
  request: Request,
): Promise<SignedIn | Response> =>
  (await sessionOf(payload, request)) ?? jsonError(401, 'Unauthorized')
