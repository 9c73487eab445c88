import { checkCurrentPassword } from '@/lib/auth/currentPassword'
import { endUserChallenges } from '@/lib/auth/challenges'
import { isRecentPassword, setPassword } from '@/lib/auth/passwordPolicy'
import { requireSession } from '@/lib/auth/requestUser'
import { revokeUserSessions } from '@/lib/auth/sessions'
import { findUserById } from '@/lib/auth/users'
import { audit } from '@/lib/audit'
import { jsonError } from '@/lib/http/errors'
import { readJson, requestMeta } from '@/lib/http/request'
import { getPayloadClient } from '@/lib/payload'
import { changePasswordSchema } from '@/lib/validation/auth'

export const REUSED_PASSWORD = 'Choose a password you have not used recently'

/**
 * POST /api/auth/change-password → { success: true }; the user's other sessions end. A wrong
 * current password counts as a failed sign-in (see checkCurrentPassword).
 */
export const changePassword = async (request: Request): Promise<Response> => {
  const payload = await getPayloadClient()
  const signedIn = await requireSession(payload, request)
  if (signedIn instanceof Response) return signedIn
  const meta = requestMeta(request)
  const body = await readJson(request, changePasswordSchema)
  if ('error' in body) return body.error

  const { currentPassword, newPassword } = body.data
  const refused = await checkCurrentPassword(payload, signedIn.user, currentPassword, meta, {
    session: signedIn.session,
  })
  if (refused) return refused
  const user = await findUserById(payload, signedIn.user.id)
  if (await isRecentPassword(payload, user, newPassword)) {
    return jsonError(400, REUSED_PASSWORD)
  }
  await setPassword(payload, user, newPassword)
  await revokeUserSessions(payload, user.id, { except: signedIn.session.id })
  // A sign-in waiting for its MFA code passed the old password: it ends too.
  await endUserChallenges(payload, user.id)
  await audit(payload, {
    eventType: 'password_changed',
    action: 'Password changed; other sessions ended',
    user: user.id,
    sessionId: signedIn.session.id,
    meta,
  })
  return Response.json({ success: true })
}
