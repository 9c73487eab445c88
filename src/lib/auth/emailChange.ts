import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { audit } from '@/lib/audit'
import { drizzleOf } from '@/lib/db/sql'
import { siteUrl } from '@/lib/env'
import type { RequestMeta } from '@/lib/http/request'
import { sendMail } from '@/lib/mail/mailer'

import { hashToken, newToken } from './tokens'
import { findUserById } from './users'

export const EMAIL_CHANGE_TTL_HOURS = 24

/**
 * What the old address is shown of the new one: enough to recognise an address one typed, not
 * enough to hand a stranger's address to whoever reads the old mailbox.
 * `victim@example.org` → `v****m@e******.org`.
 */
export const maskEmail = (address: string): string => {
  const at = address.lastIndexOf('@')
  const local = address.slice(0, at)
  const [host, ...rest] = address.slice(at + 1).split('.')
  const hide = (part: string, keepLast: boolean) =>
    part.length <= 2
      ? `${part.charAt(0)}*`
      : `${part.charAt(0)}${'*'.repeat(part.length - (keepLast ? 2 : 1))}${keepLast ? part.at(-1) : ''}`
  return [`${hide(local, true)}@${hide(host, false)}`, ...rest].join('.')
}

const linkMail = (link: string) => ({
  subject: 'Confirm your new KAIRO e-mail address',
  text: [
    'Someone (hopefully you) asked to use this address for their KAIRO account.',
    '',
    `Open this link within ${EMAIL_CHANGE_TTL_HOURS} hours to confirm it:`,
    link,
    '',
    'Until then the account keeps its current address. If it was not you, ignore this e-mail: nothing changes.',
  ].join('\n'),
})

const noticeMail = (maskedAddress: string) => ({
  subject: 'Your KAIRO e-mail address is about to change',
  text: [
    `Someone signed in to your KAIRO account asked to change its e-mail address to ${maskedAddress}.`,
    '',
    `Nothing changes unless the link we sent to that address is opened within ${EMAIL_CHANGE_TTL_HOURS} hours; until then your account keeps this address.`,
    '',
    'If this was you, there is nothing to do.',
    '',
    `If it was not you, someone knows your password. Reset it now at ${siteUrl()}/auth/forgot: that cancels the change and signs out every device. Then check your account's sessions on ${siteUrl()}/dashboard.`,
  ].join('\n'),
})

/**
 * The job behind an e-mail change (src/lib/auth/mailJobs.ts). The link's token is made here, so
 * the raw token is only ever in the e-mail: the jobs table holds the user id alone. The token is
 * stored only if the pending address is still the one this run mails (a newer request replaces
 * it), so a link always confirms the address it was sent to. A retry makes a new link.
 */
export const sendEmailChangeMails = async (
  payload: Payload,
  userId: string,
  meta: RequestMeta,
): Promise<void> => {
  const user = await findUserById(payload, userId)
  const pendingEmail = user.pendingEmail
  if (!pendingEmail || user.accountStatus !== 'active' || user.gdprDeleteRequested) return

  const token = newToken()
  const expires = new Date(Date.now() + EMAIL_CHANGE_TTL_HOURS * 3_600_000)
  const stored = await drizzleOf(payload).execute(sql`UPDATE users
    SET pending_email_token = ${hashToken(token)}, pending_email_expires = ${expires.toISOString()}
    WHERE id = ${userId} AND pending_email = ${pendingEmail}
    RETURNING id`)
  if (stored.rows.length === 0) return

  // The notice first: a link never goes out without the account's own address being told.
  await sendMail({ to: user.email, ...noticeMail(maskEmail(pendingEmail)) })
  await sendMail({
    to: pendingEmail,
    ...linkMail(`${siteUrl()}/auth/confirm-email?token=${token}`),
  })
  await audit(payload, {
    eventType: 'email_change_requested',
    action: 'E-mail change asked for; confirmation link sent to the new address',
    user: userId,
    resourceType: 'users',
    resourceId: userId,
    meta,
  })
}
