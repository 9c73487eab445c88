import { queueAccountMail } from '@/lib/auth/mailJobs'
import { resetPasswordWithToken } from '@/lib/auth/passwordReset'
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

  const reset = await resetPasswordWithToken(payload, body.data.token, body.data.password)
  if ('refused' in reset) {
    return jsonError(400, reset.refused === 'invalid' ? INVALID_LINK : REUSED_PASSWORD)
  }
  const { user } = reset
  await audit(payload, {
    eventType: 'password_reset',
    action: 'Password reset by e-mail link; all sessions ended',
    user: user.id,
    meta,
  })
  return Response.json({ success: true })
}
