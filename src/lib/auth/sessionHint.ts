import { isProduction } from '@/lib/env'
import { cookieFromHeader } from '@/lib/http/cookies'

import { SESSION_COOKIE, SESSION_HINT_COOKIE } from './constants'

/**
 * The Set-Cookie that keeps the session hint present exactly when the request carried a session
 * cookie, or null when nothing needs changing. A browser cookie (no Max-Age): a browser that
 * restarts with a remembered session gets it back with its first response.
 */
export const sessionHintCookie = (
  hasCookie: (name: string) => boolean,
  pathname: string,
): string | null => {
  // Static files stay free of cookies, so that caches keep them.
  if (pathname.startsWith('/_next/')) return null
  const signedIn = hasCookie(SESSION_COOKIE)
  if (signedIn === hasCookie(SESSION_HINT_COOKIE)) return null
  return [
    signedIn ? `${SESSION_HINT_COOKIE}=1` : `${SESSION_HINT_COOKIE}=; Max-Age=0`,
    'Path=/',
    'SameSite=Lax',
    ...(isProduction() ? ['Secure'] : []),
  ].join('; ')
}

/** Whether the browser may be signed in, read from the hint (client code). */
export const mayBeSignedIn = (cookieHeader: string): boolean =>
  cookieFromHeader(cookieHeader, SESSION_HINT_COOKIE) === '1'
