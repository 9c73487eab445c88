import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { audit } from '@/lib/audit'
import { drizzleOf } from '@/lib/db/sql'
import type { RequestMeta } from '@/lib/http/request'

import { EMAIL_CHANGE_TTL_HOURS } from './emailChange'
import { queueAccountMail } from './mailJobs'
import { hashToken } from './tokens'

/**
 * Records the address a member asked for (the account keeps its e-mail) and queues the mails:
 * the link to the new address, the notice to the current one. A newer request replaces an older
 * one and voids its link.
 */
export const requestEmailChange = async (
  payload: Payload,
  userId: string,
  pendingEmail: string,
  meta: RequestMeta,
): Promise<void> => {
  await payload.update({
    collection: 'users',
    id: userId,
    data: { pendingEmail, pendingEmailToken: null, pendingEmailExpires: null },
    overrideAccess: true,
  })
  await queueAccountMail(payload, { task: 'emailChangeMail', input: { userId } }, meta)
}

export type EmailConfirmation =
  | { status: 'confirmed'; userId: string; email: string }
  | { status: 'invalid' | 'expired' | 'taken' }

type Pending = {
  id: string
  pending_email: string | null
  pending_email_expires: string | Date | null
  account_status: string | null
  gdpr_delete_requested: boolean | null
}

const TTL = sql.raw(`interval '${EMAIL_CHANGE_TTL_HOURS} hours'`)

/**
 * The link only counts while the password is the one that asked for the change: a password reset
 * (what the old address is told to do) voids it.
 */
const passwordUnchanged = sql`(last_password_change IS NULL
  OR last_password_change < pending_email_expires - ${TTL})`

const isUniqueViolation = (error: unknown): boolean => {
  for (let cause = error; cause && typeof cause === 'object';) {
    if ((cause as { code?: unknown }).code === '23505') return true
    cause = (cause as { cause?: unknown }).cause
  }
  return false
}

/**
 * POST /api/user/email/confirm's work: the link's token applies the change it was sent for, in one
 * conditional update, so a token works once and never after it expired, after a newer request or
 * a password reset, or for an address another account holds by then.
 */
export const confirmEmailChange = async (
  payload: Payload,
  token: string,
  meta: RequestMeta,
): Promise<EmailConfirmation> => {
  const db = drizzleOf(payload)
  const tokenHash = hashToken(token)
  const [pending] = (
    await db.execute(sql`SELECT id, pending_email, pending_email_expires, account_status,
        gdpr_delete_requested
      FROM users WHERE pending_email_token = ${tokenHash} AND ${passwordUnchanged} LIMIT 1`)
  ).rows as Pending[]
  if (!pending?.pending_email || !pending.pending_email_expires) return { status: 'invalid' }
  if (pending.account_status !== 'active' || pending.gdpr_delete_requested) {
    return { status: 'invalid' }
  }
  if (new Date(pending.pending_email_expires).getTime() <= Date.now()) return { status: 'expired' }

  let changed: Array<{ email: string }>
  try {
    changed = (
      await db.execute(sql`UPDATE users SET email = pending_email, email_verified = true,
          pending_email = NULL, pending_email_token = NULL, pending_email_expires = NULL,
          updated_at = now()
        WHERE id = ${pending.id} AND pending_email_token = ${tokenHash}
          AND pending_email IS NOT NULL AND pending_email_expires > now()
          AND account_status = 'active' AND gdpr_delete_requested IS NOT TRUE
          AND ${passwordUnchanged}
          AND NOT EXISTS (SELECT 1 FROM users other WHERE other.email = users.pending_email)
        RETURNING email`)
    ).rows as Array<{ email: string }>
  } catch (error) {
    // Another account took the address between the check and this update.
    if (isUniqueViolation(error)) return { status: 'taken' }
    throw error
  }
  if (changed.length === 0) {
    const { totalDocs } = await payload.count({
      collection: 'users',
      where: {
        and: [{ email: { equals: pending.pending_email } }, { id: { not_equals: pending.id } }],
      },
      overrideAccess: true,
    })
    // Otherwise the same link was used a moment ago, or replaced.
    return { status: totalDocs > 0 ? 'taken' : 'invalid' }
  }
  await audit(payload, {
    eventType: 'email_changed',
    action: 'E-mail address changed after the new address was confirmed',
    user: pending.id,
    resourceType: 'users',
    resourceId: pending.id,
    details: { fields: ['email'] },
    meta,
  })
  return { status: 'confirmed', userId: pending.id, email: changed[0].email }
}
