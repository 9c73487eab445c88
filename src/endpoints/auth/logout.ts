import { SESSION_COOKIE } from '@/lib/auth/constants'
import { signOut } from '@/lib/auth/signOut'
import { clearCookie } from '@/lib/http/cookies'
import { getPayloadClient } from '@/lib/payload'

/** Ends the request's session on the server, if any. */
const endSession = async (request: Request): Promise<void> =>
  signOut(await getPayloadClient(), request)

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
