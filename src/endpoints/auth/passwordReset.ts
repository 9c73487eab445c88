import { endUserChallenges } from '@/lib/auth/challenges'
import { isRecentPassword, setPassword } from '@/lib/auth/passwordPolicy'
import { revokeUserSessions } from '@/lib/auth/sessions'
import { queueAccountMail } from '@/lib/auth/mailJobs'
import { hashToken } from '@/lib/auth/tokens'
import { audit } from '@/lib/audit'
import { jsonError } from '@/lib/http/errors'
import { readJson, requestMeta } from '@/lib/http/request'
import { getPayloadClient } from '@/lib/payload'
import { rateLimit } from '@/lib/security/rateLimit'
import { forgotPasswordSchema, resetPasswordSchema } from '@/lib/validation/auth'

import { REUSED_PASSWORD } from './changePassword'

const SENT = 'If an account exists for that e-mail, a reset link is on its way.'
const INVALID_LINK = 'This reset link is not valid or has expired'

/** POST /api/auth/forgot-password { email } → the same answer whether or not the account exists. */
export const forgotPassword = async (request: Request): Promise<Response> => {
  const payload = await getPayloadClient()
  const meta = requestMeta(request)
  const limited = await rateLimit(payload, 'passwordReset', meta.ipAddress)
  if (limited) return limited
  const body = await readJson(request, forgotPasswordSchema)
  if ('error' in body) return body.error

  // Whether the account exists is decided by the job, so every address gets the same answer in
  // the same time, and a mail server that is down fails no request.
  await queueAccountMail(payload, { task: 'passwordResetMail', input: body.data }, meta)
  return Response.json({ message: SENT })
}

/** POST /api/auth/reset-password { token, password, confirmPassword } → { success: true }. */
export const resetPassword = async (request: Request): Promise<Response> => {
  const payload = await getPayloadClient()
  const meta = requestMeta(request)
  const limited = await rateLimit(payload, 'passwordReset', meta.ipAddress)
  if (limited) return limited
  const body = await readJson(request, resetPasswordSchema)
  if ('error' in body) return body.error

  const { docs } = await payload.find({
    collection: 'users',
    where: {
      and: [
        { passwordResetToken: { equals: hashToken(body.data.token) } },
        { passwordResetExpires: { greater_than: new Date().toISOString() } },
      ],
    },
    limit: 1,
    overrideAccess: true,
    showHiddenFields: true,
  })
  const user = docs[0]
  if (!user) return jsonError(400, INVALID_LINK)
  if (await isRecentPassword(payload, user, body.data.password)) {
    return jsonError(400, REUSED_PASSWORD)
  }
  // setPassword clears the token: the link works once.
  await setPassword(payload, user, body.data.password)
  await payload.update({
    collection: 'users',
    id: user.id,
    data: { loginAttempts: 0, lockoutUntil: null },
    overrideAccess: true,
  })
  await revokeUserSessions(payload, user.id)
  // A sign-in waiting for its MFA code passed the old password: it ends too.
  await endUserChallenges(payload, user.id)
  await audit(payload, {
    eventType: 'password_reset',
    action: 'Password reset by e-mail link; all sessions ended',
    user: user.id,
    meta,
  })
  return Response.json({ success: true })
}
