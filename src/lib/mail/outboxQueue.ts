import { sql } from '@payloadcms/db-postgres'

import type { SqlTransaction } from '@/lib/db/sql'
import type { MailOutbox } from '@/payload-types'

export type OutboxKind = MailOutbox['kind']

export type OutboxEntry = {
  kind: OutboxKind
  userId: string
  purchaseId?: string
  exportRequestId?: string
  /** One e-mail per fact: queueing the same key again does nothing. Null for a resend. */
  dedupeKey: string | null
  requestedBy?: string
}

/** Anything that runs SQL: a transaction, or Payload's Drizzle outside one. */
type Sql = Pick<SqlTransaction, 'execute'>

/**
 * Writes an e-mail into the outbox, inside the caller's transaction: it exists if and only if the
 * fact it tells was committed. Returns the row's id, or null when its key was queued before.
 */
export const queueMail = async (db: Sql, entry: OutboxEntry): Promise<string | null> => {
  const { rows } = await db.execute(sql`INSERT INTO mail_outbox
      (kind, user_id, purchase_id, export_request_id, dedupe_key, requested_by_id, status,
       attempts, next_attempt_at)
    VALUES (${entry.kind}, ${entry.userId}, ${entry.purchaseId ?? null},
      ${entry.exportRequestId ?? null}, ${entry.dedupeKey}, ${entry.requestedBy ?? null},
      'pending', 0, now())
    ON CONFLICT (dedupe_key) DO NOTHING
    RETURNING id`)
  return (rows[0] as { id: string } | undefined)?.id ?? null
}
