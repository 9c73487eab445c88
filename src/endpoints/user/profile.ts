import { checkCurrentPassword } from '@/lib/auth/currentPassword'
import { EMAIL_CHANGE_TTL_HOURS } from '@/lib/auth/emailChange'
import { requestEmailChange } from '@/lib/auth/pendingEmail'
import { emailInUse, updateProfileNames } from '@/lib/auth/profile'
import { toPublicUser } from '@/lib/auth/publicUser'
import { requireSession } from '@/lib/auth/requestUser'
import { findUserById } from '@/lib/auth/users'
import { jsonError } from '@/lib/http/errors'
import { readJson, requestMeta } from '@/lib/http/request'
import { getPayloadClient } from '@/lib/payload'
import { CURRENT_PASSWORD_REQUIRED, profileSchema } from '@/lib/validation/auth'

const pendingMessage = (address: string) =>
  `We sent a link to ${address}. Your e-mail changes once you open it (within ${EMAIL_CHANGE_TTL_HOURS} hours).`

/**
 * PATCH /api/user/profile { email, firstName, lastName, currentPassword? } → { user, message? }.
 * Names change at once. A different e-mail needs the current password and changes only when the
 * link mailed to it is opened (POST /api/user/email/confirm): until then the user's
 * `pendingEmail` shows it, and the current address is told.
 */
export const updateProfile = async (request: Request): Promise<Response> => {
  const payload = await getPayloadClient()
  const signedIn = await requireSession(payload, request)
  if (signedIn instanceof Response) return signedIn
  const meta = requestMeta(request)
  const body = await readJson(request, profileSchema)
  if ('error' in body) return body.error
  const { email, currentPassword, ...names } = body.data
  const user = await findUserById(payload, signedIn.user.id)

  const emailChange = email !== user.email
  if (emailChange) {
    if (!currentPassword) return jsonError(400, CURRENT_PASSWORD_REQUIRED)
    // A wrong one counts as a failed sign-in; the session whose guesses lock the account ends.
    const refused = await checkCurrentPassword(payload, user, currentPassword, meta, {
      session: signedIn.session,
    })
    if (refused) return refused
    if (await emailInUse(payload, email))
      return jsonError(409, 'An account with this email already exists')
  }

  await updateProfileNames(payload, user, names, meta)
  if (emailChange) await requestEmailChange(payload, user.id, email, meta)

  const saved = await findUserById(payload, user.id)
  return Response.json({
    user: toPublicUser(saved),
    ...(emailChange ? { message: pendingMessage(email) } : {}),
  })
}
