import type { PayloadRequest } from 'payload'

import { SESSION_COOKIE, SESSION_HINT_COOKIE } from '@/lib/auth/constants'
import { signOut } from '@/lib/auth/signOut'
import { clearCookie } from '@/lib/http/cookies'

/**
 * Ends the site session of a request that leaves through Payload (the CMS's logout button, REST,
 * GraphQL) as POST /api/auth/logout does: the session row is revoked and audited, and the
 * session and hint cookies are cleared. Payload's own logout only forgets its JWT, which this
 * site never issues.
 */
export const endSiteSession = async (req: PayloadRequest): Promise<void> => {
  await signOut(
    req.payload,
    new Request(req.url ?? 'http://localhost/api/cms/users/logout', { headers: req.headers }),
  )
  // Payload adds these headers to the REST or GraphQL response it sends.
  req.responseHeaders ??= new Headers()
  for (const name of [SESSION_COOKIE, SESSION_HINT_COOKIE]) {
    req.responseHeaders.append('Set-Cookie', clearCookie(name))
  }
}
