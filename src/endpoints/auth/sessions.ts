import { SESSION_COOKIE } from '@/lib/auth/constants'
import { requireSession } from '@/lib/auth/requestUser'
import { findUserSession, listUserSessions, revokeSession } from '@/lib/auth/sessions'
import { audit } from '@/lib/audit'
import { clearCookie } from '@/lib/http/cookies'
import { jsonError } from '@/lib/http/errors'
import { requestMeta } from '@/lib/http/request'
import { getPayloadClient } from '@/lib/payload'

/** GET /api/auth/sessions: the caller's live sessions, the current one marked. */
export const listSessions = async (request: Request): Promise<Response> => {
  const payload = await getPayloadClient()
  const signedIn = await requireSession(payload, request)
  if (signedIn instanceof Response) return signedIn
  const sessions = await listUserSessions(payload, signedIn.user.id)
  return Response.json(
    sessions.map((session) => ({
      id: session.id,
      deviceName: session.deviceName ?? null,
      ipAddress: session.ipAddress ?? null,
      userAgent: session.userAgent ?? null,
      lastActivity: session.lastActivity ?? session.createdAt,
      createdAt: session.createdAt,
      current: session.id === signedIn.session.id,
    })),
    { headers: { 'Cache-Control': 'no-store' } },
  )
}

/** DELETE /api/auth/sessions/{id}: signs one of the caller's devices out. */
export const endSession = async (request: Request, id: string): Promise<Response> => {
  const payload = await getPayloadClient()
  const signedIn = await requireSession(payload, request)
  if (signedIn instanceof Response) return signedIn
  const session = await findUserSession(payload, signedIn.user.id, id)
  if (!session) return jsonError(404, 'Session not found')
  await revokeSession(payload, session)
  await audit(payload, {
    eventType: 'session_revoked',
    action: 'Signed out a device',
    user: signedIn.user.id,
    resourceType: 'user-sessions',
    resourceId: session.id,
    meta: requestMeta(request),
  })
  const current = session.id === signedIn.session.id
  return Response.json(
    { success: true },
    current ? { headers: { 'Set-Cookie': clearCookie(SESSION_COOKIE) } } : undefined,
  )
}
