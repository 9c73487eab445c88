import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { drizzleOf, type SQL } from '@/lib/db/sql'

import type { AuditLog } from '@/payload-types'

import type { RequestMeta } from './http/request'

export type AuditEntry = {
  eventType: string
  action: string
  user?: string | null
  sessionId?: string | null
  resourceType?: string
  resourceId?: string
  severity?: AuditLog['severity']
  success?: boolean
  errorMessage?: string
  /** Never a password, code or token: names of changed fields, reasons, counts. */
  details?: Record<string, unknown>
  meta?: RequestMeta
}

/**
 * The INSERT that writes an entry: a row of audit_logs made by a SELECT, so that a statement that
 * changes something can write its entry in the same statement (`joined`: a row source the entry
 * is written once per row of, and details of each row added to the entry's own), and the two land
 * together or not at all. Every value is a bound parameter, cast to its column's type.
 */
export const auditInsert = (entry: AuditEntry, joined?: { from: SQL; details: SQL }): SQL => {
  const at = new Date().toISOString()
  const details = sql`${entry.details ? JSON.stringify(entry.details) : null}::jsonb`
  return sql`INSERT INTO audit_logs (user_id, session_id, event_type, action, resource_type,
      resource_id, details, ip_address, user_agent, severity, success, error_message, timestamp,
      updated_at, created_at)
    SELECT ${entry.user ?? null}::uuid, ${entry.sessionId ?? null}::text, ${entry.eventType}::text,
      ${entry.action}::text, ${entry.resourceType ?? null}::text, ${entry.resourceId ?? null}::text,
      ${joined ? sql`coalesce(${details}, '{}'::jsonb) || ${joined.details}` : details},
      ${entry.meta?.ipAddress ?? null}::text, ${entry.meta?.userAgent ?? null}::text,
      ${entry.severity ?? 'info'}::enum_audit_logs_severity, ${entry.success ?? true}::boolean,
      ${entry.errorMessage ?? null}::text, ${at}::timestamptz, ${at}::timestamptz,
      ${at}::timestamptz
    ${joined ? sql`FROM ${joined.from}` : sql``}`
}

/**
 * Appends an entry to the audit log; a failure to audit never breaks the user's action. Straight
 * to the database, one INSERT and nothing read back: the entry is written by server code only,
 * from the fields above, so Payload's create operation (validation, hooks, the document read back
 * and populated) would add work on every sign-in and purchase, not checks.
 */
export const audit = async (payload: Payload, entry: AuditEntry): Promise<void> => {
  try {
    await drizzleOf(payload).execute(auditInsert(entry))
  } catch (error) {
    payload.logger.error({ err: error, msg: `audit entry ${entry.eventType} not written` })
  }
}
