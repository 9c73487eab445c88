import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { audit } from '@/lib/audit'
import { inTransaction, type SqlTransaction } from '@/lib/db/sql'
import { removeFiles } from '@/lib/storage/objectStore'

import { ownContacts, ownSignInAttempts } from './ownRecords'
import { archiveFile } from './requests'

const REMOVED = '[deleted member]'

/** The address an erased account is left with: unique, and one that takes no mail (RFC 2606). */
const erasedAddress = (userId: string) => `deleted-${userId}@deleted.invalid`
export const isErasedAddress = (email: string): boolean => email.endsWith('@deleted.invalid')

type Identity = {
  email: string
  first_name: string | null
  last_name: string | null
  username: string | null
}

const rowsOf = <T>(result: { rows: unknown[] }): T[] => result.rows as T[]

/** Replaces every mention of the member's e-mail and names in free text the logs kept. */
const scrubText = async (tx: SqlTransaction, identity: Identity) => {
  const values = [identity.email, identity.username, identity.first_name, identity.last_name]
    .filter((value): value is string => Boolean(value && value.trim().length > 1))
    // The longest first, so "Ann Lee" goes before "Ann".
    .sort((a, b) => b.length - a.length)
  for (const value of values) {
    const pattern = `%${value.replace(/[\\%_]/g, '\\$&')}%`
    await tx.execute(sql`UPDATE audit_logs SET
        action = replace(action, ${value}, ${REMOVED}),
        error_message = replace(error_message, ${value}, ${REMOVED}),
        details = replace(details::text, ${value}, ${REMOVED})::jsonb
      WHERE action ILIKE ${pattern} OR error_message ILIKE ${pattern}
        OR details::text ILIKE ${pattern}`)
  }
}

/**
 * Erases a member (the deletion job), in one transaction: it all happens or none of it does, so
 * a job that fails midway is simply run again. The account row stays, emptied, so purchases
 * remain as anonymous financial records (amount, date, payment intent); the e-mail is freed
 * for a new registration.
 */
export const anonymiseUser = async (
  payload: Payload,
  userId: string,
  { beforeCommit }: { beforeCommit?: () => Promise<void> } = {},
): Promise<boolean> => {
  const done = await inTransaction(payload, async (tx) => {
    const [identity] = rowsOf<Identity & { email_verified: boolean | null }>(
      await tx.execute(sql`SELECT email, first_name, last_name, username, email_verified
        FROM users WHERE id = ${userId} FOR UPDATE`),
    )
    if (!identity) return false
    if (isErasedAddress(identity.email)) return false
    // Records are the member's by id, or by an address they have proven (ownRecords).
    const owner = {
      id: userId,
      email: identity.email,
      emailVerified: Boolean(identity.email_verified),
    }

    const ips = rowsOf<{ ip: string }>(
      await tx.execute(sql`SELECT ip_address AS ip FROM user_sessions WHERE user_id = ${userId}
        UNION SELECT ip_address FROM login_attempts WHERE ${ownSignInAttempts(owner)}
        UNION SELECT last_login_ip FROM users WHERE id = ${userId}
        UNION SELECT ip_address FROM audit_logs WHERE user_id = ${userId}`),
    )
      .map((row) => row.ip)
      .filter(Boolean)

    await scrubText(tx, identity)
    await tx.execute(sql`UPDATE audit_logs SET ip_address = NULL, user_agent = NULL
      WHERE user_id = ${userId}`)
    for (const ip of ips) {
      await tx.execute(sql`UPDATE audit_logs SET ip_address = NULL, user_agent = NULL
        WHERE ip_address = ${ip} AND user_id IS NULL`)
      await tx.execute(sql`DELETE FROM rate_limits WHERE key LIKE ${`%${ip}`}`)
    }
    await tx.execute(sql`DELETE FROM login_attempts WHERE ${ownSignInAttempts(owner)}`)
    await tx.execute(sql`DELETE FROM user_sessions WHERE user_id = ${userId}`)
    await tx.execute(sql`DELETE FROM password_history WHERE user_id = ${userId}`)
    await tx.execute(sql`DELETE FROM auth_challenges WHERE user_id = ${userId}`)
    await tx.execute(sql`DELETE FROM payload_preferences WHERE id IN
      (SELECT parent_id FROM payload_preferences_rels WHERE users_id = ${userId})`)
    await tx.execute(sql`UPDATE contacts SET full_name = ${REMOVED},
        email = ${erasedAddress(userId)}, mailing_address = NULL,
        phone_number = NULL, social_media = NULL, message = '[removed at the sender''s request]'
      WHERE ${ownContacts(owner)}`)
    await tx.execute(sql`UPDATE users SET
        email = ${erasedAddress(userId)}, username = NULL, first_name = NULL,
        last_name = NULL, profile_image_url = NULL, password_hash = NULL, password_salt = NULL,
        mfa_enabled = false, mfa_secret = NULL, mfa_pending_secret = NULL,
        mfa_backup_codes = NULL, mfa_last_time_step = NULL, email_verification_token = NULL,
        email_verified = false,
        password_reset_token = NULL, password_reset_expires = NULL, pending_email = NULL,
        pending_email_token = NULL, pending_email_expires = NULL, login_attempts = 0,
        lockout_until = NULL, last_login_at = NULL, last_login_ip = NULL,
        stripe_customer_id = NULL, stripe_subscription_id = NULL, account_status = 'suspended',
        consent_to_data_processing = false, consent_date = NULL, active_session_count = 0,
        gdpr_delete_requested = true, data_retention_until = NULL, updated_at = now()
      WHERE id = ${userId}`)
    await tx.execute(sql`UPDATE data_export_requests SET status = 'completed',
        completed_at = now(), failure_reason = NULL
      WHERE user_id = ${userId} AND request_type = 'deletion'`)
    await tx.execute(sql`UPDATE data_export_requests SET download_url = NULL
      WHERE user_id = ${userId} AND request_type = 'export'`)
    await beforeCommit?.()
    return true
  })
  if (!done) return false

  // Files outside the database: the member's export archives.
  const { docs } = await payload.find({
    collection: 'data-export-requests',
    where: { and: [{ user: { equals: userId } }, { requestType: { equals: 'export' } }] },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  await removeFiles(docs.map((request) => archiveFile(request.id)))
  await audit(payload, {
    eventType: 'account_deleted',
    action: 'Account erased at the member’s request',
    user: userId,
    resourceType: 'users',
    resourceId: userId,
    severity: 'warning',
  })
  return true
}
