import type { PayloadRequest } from 'payload'

import { SESSION_HINT_COOKIE } from '@/lib/auth/constants'
import { clearCookie } from '@/lib/http/cookies'

/**
 * Ends the site session of a request that leaves through Payload (the CMS's logout button, REST,
 * GraphQL) as POST /api/auth/logout does: the session row is revoked and audited, and the
 * session and hint cookies are cleared. Payload's own logout only forgets its JWT, which this
 * site never issues.
 */
export const endSiteSession = async (req: PayloadRequest): Promise<void> => {
  // Loaded when used: the site's logout reaches Payload through the config that imports this.
  const { logout } = await import('@/endpoints/auth/logout')
  const ended = await logout(
    new Request(req.url ?? 'http://localhost/api/cms/users/logout', {
      method: 'POST',
      headers: req.headers,
    }),
  )
  const cookies = ended.headers.getSetCookie()
  if (!cookies.some((cookie) => cookie.startsWith(`${SESSION_HINT_COOKIE}=`))) {
    cookies.push(clearCookie(SESSION_HINT_COOKIE))
  }
  // Payload adds these headers to the REST or GraphQL response it sends.
  req.responseHeaders ??= new Headers()
  for (const cookie of cookies) req.responseHeaders.append('Set-Cookie', cookie)
}
