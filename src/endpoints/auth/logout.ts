import { SESSION_COOKIE } from '@/lib/auth/constants'
import { sessionOf } from '@/lib/auth/requestUser'
import { revokeSession } from '@/lib/auth/sessions'
import { audit } from '@/lib/audit'
import { clearCookie } from '@/lib/http/cookies'
import { requestMeta } from '@/lib/http/request'
import { getPayloadClient } from '@/lib/payload'

/** Ends the request's session on the server, if any. */
const endSession = async (request: Request): Promise<void> => {
  const payload = await getPayloadClient()
  const signedIn = await sessionOf(payload, request)
  if (!signedIn) return
  await revokeSession(payload, signedIn.session)
  await audit(payload, {
    eventType: 'logout',
    action: 'Signed out',
    user: signedIn.user.id,
    sessionId: signedIn.session.id,
    meta: requestMeta(request),
  })
}

/** POST /api/auth/logout → { success: true }, whether or not a session was open. */
export const logout = async (request: Request): Promise<Response> => {
  await endSession(request)
  return Response.json(
    { success: true },
    { headers: { 'Set-Cookie': clearCookie(SESSION_COOKIE) } },
  )
}

/** GET /api/logout: the members' home page's logout link; ends the session, then /landing. */
export const logoutAndRedirect = async (request: Request): Promise<Response> => {
  await endSession(request)
  return new Response(null, {
    status: 303,
    headers: { Location: '/landing', 'Set-Cookie': clearCookie(SESSION_COOKIE) },
  })
}
