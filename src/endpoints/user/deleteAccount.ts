import { SESSION_COOKIE } from '@/lib/auth/constants'
import { checkCurrentPassword } from '@/lib/auth/currentPassword'
import { requireSession } from '@/lib/auth/requestUser'
import { checkSecondFactor, secondFactorError } from '@/lib/auth/secondFactor'
import { findUserById } from '@/lib/auth/users'
import { clearCookie } from '@/lib/http/cookies'
import { jsonError } from '@/lib/http/errors'
import { readJson, requestMeta } from '@/lib/http/request'
import { getPayloadClient } from '@/lib/payload'
import { requestAccountDeletion } from '@/lib/privacy/accountDeletion'
import { deleteAccountSchema } from '@/lib/validation/privacy'

/**
 * POST /api/user/delete-account { password, token? }: the member's password (and, with MFA on,
 * a code) confirms it; every session ends at once and a job erases the account.
 */
export const deleteAccount = async (request: Request): Promise<Response> => {
  const payload = await getPayloadClient()
  const signedIn = await requireSession(payload, request)
  if (signedIn instanceof Response) return signedIn
  const meta = requestMeta(request)
  const body = await readJson(request, deleteAccountSchema)
  if ('error' in body) return body.error

  // A wrong password counts as a failed sign-in; a locked account is refused (423).
  const refused = await checkCurrentPassword(payload, signedIn.user, body.data.password, meta, {
    session: signedIn.session,
    wrong: { status: 403, message: 'Password is incorrect' },
  })
  if (refused) return refused
  const user = await findUserById(payload, signedIn.user.id)
  if (user.mfaEnabled) {
    if (!body.data.token) return jsonError(403, 'Enter the code from your authenticator app')
    const result = await checkSecondFactor(payload, user, body.data.token, meta)
    if (result !== 'ok') return jsonError(403, secondFactorError(result))
  }

  await requestAccountDeletion(payload, user.id)
  return Response.json(
    { success: true },
    { headers: { 'Set-Cookie': clearCookie(SESSION_COOKIE), 'Cache-Control': 'no-store' } },
  )
}
