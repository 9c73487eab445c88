import type { Payload } from 'payload'

import { audit } from '@/lib/audit'
import { siteUrl } from '@/lib/env'
import type { RequestMeta } from '@/lib/http/request'
import { sendMail } from '@/lib/mail/mailer'

import { hashToken, newToken } from './tokens'
import { findUserByEmail } from './users'

export const RESET_TTL_MS = 60 * 60 * 1000

/**
 * The work behind POST /api/auth/forgot-password, run by the jobs queue so that the call answers
 * the same, in the same time, whether or not the account exists (and whether the mail server is
 * up): for an active account, a one-hour link is made and mailed; for any other address nothing.
 */
export const sendPasswordResetMail = async (
  payload: Payload,
  email: string,
  meta: RequestMeta,
): Promise<void> => {
  const user = await findUserByEmail(payload, email)
  if (!user || user.accountStatus !== 'active' || user.gdprDeleteRequested) return
  const token = newToken()
  await payload.update({
    collection: 'users',
    id: user.id,
    data: {
      passwordResetToken: hashToken(token),
      passwordResetExpires: new Date(Date.now() + RESET_TTL_MS).toISOString(),
    },
    overrideAccess: true,
  })
  const link = `${siteUrl()}/auth/reset?token=${token}`
  await sendMail({
    to: user.email,
    subject: 'Reset your KAIRO password',
    text: `Someone (hopefully you) asked to reset the password of your KAIRO account.\n\nOpen this link within one hour to choose a new password:\n${link}\n\nIf it was not you, ignore this e-mail: your password stays as it is.`,
  })
  await audit(payload, {
    eventType: 'password_reset_requested',
    action: 'Password reset e-mail sent',
    user: user.id,
    meta,
  })
}
