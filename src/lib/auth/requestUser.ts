import type { Payload } from 'payload'

import { hasRole, type Role } from '@/access/roles'
import { cookieFromHeader } from '@/lib/http/cookies'
import { jsonError } from '@/lib/http/errors'
import type { User, UserSession } from '@/payload-types'

import { SESSION_COOKIE } from './constants'
import { findLiveSession, findSession, type LiveSession } from './sessions'

export type SignedIn = { user: User; session: UserSession; token: string }

/**
 * The one way from a request's headers to its session, or null: our route handlers, Payload's
 * auth strategy and server components all read the session cookie here.
 */
export const sessionFromHeaders = async (
  payload: Payload,
  headers: Pick<Headers, 'get'>,
): Promise<SignedIn | null> => {
  const token = cookieFromHeader(headers.get('cookie'), SESSION_COOKIE)
  if (!token) return null
  const found = await findSession(payload, token)
  return found ? { ...found, token } : null
}

/**
 * Who a request's live session belongs to, or null, without reading the user's or the session's
 * document: for the calls a member repeats (downloads, full plays) that need no more.
 */
export const liveSessionOf = (payload: Payload, request: Request): Promise<LiveSession | null> => {
  const token = cookieFromHeader(request.headers.get('cookie'), SESSION_COOKIE)
  return token ? findLiveSession(payload, token) : Promise.resolve(null)
}

/** The session of a request to one of our route handlers, or null. */
export const sessionOf = (payload: Payload, request: Request): Promise<SignedIn | null> =>
  sessionFromHeaders(payload, request.headers)

/** The session, or the documented 401 for a signed-out caller. */
export const requireSession = async (
  payload: Payload,
  request: Request,
): Promise<SignedIn | Response> =>
  (await sessionOf(payload, request)) ?? jsonError(401, 'Unauthorized')

/** The session of one of the listed roles: 401 signed out, 403 for any role not listed. */
export const requireRole = async (
  payload: Payload,
  request: Request,
  roles: readonly Role[],
): Promise<SignedIn | Response> => {
  const signedIn = await requireSession(payload, request)
  if (signedIn instanceof Response) return signedIn
  if (!hasRole(signedIn.user, ...roles)) return jsonError(403, 'Forbidden')
  return signedIn
}
