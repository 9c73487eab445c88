import type { Endpoint } from 'payload'

import { sessionOf } from '@/lib/auth/requestUser'
import { jsonError } from '@/lib/http/errors'

/**
 * POST /api/cms/users/refresh-token, which the CMS calls to keep its sign-in alive (and after an
 * admin saves their own account). Payload's own would mint a Payload JWT for any session; here
 * the site's session cookie stays the only credential: the answer names the signed-in user and
 * when the session ends, and carries no token. GraphQL's refreshTokenUser is refused
 * (hooks/refuseTokenRefresh.ts).
 */
export const cmsRefreshToken: Endpoint = {
  path: '/refresh-token',
  method: 'post',
  handler: async (req) => {
    const signedIn = await sessionOf(
      req.payload,
      new Request('http://localhost/api/cms/users/refresh-token', { headers: req.headers }),
    )
    if (!signedIn || !req.user) return jsonError(401, 'Not signed in')
    return Response.json({
      message: 'Signed in with the site’s session; no token is issued.',
      user: req.user,
      exp: Math.floor(new Date(signedIn.session.expiresAt).getTime() / 1000),
    })
  },
}
