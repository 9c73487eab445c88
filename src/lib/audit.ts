import type { Payload } from 'payload'

import type { AuditLog } from '@/payload-types'

import type { RequestMeta } from './http/request'

type AuditEntry = {
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

/** Appends an entry to the audit log; a failure to audit never breaks the user's action. */
export const audit = async (payload: Payload, entry: AuditEntry): Promise<void> => {
  const { meta, ...fields } = entry
  try {
    // Straight to the database: one INSERT, nothing read back. The entry is written by server
    // code only, from the fields above, so Payload's create operation (validation, hooks, the
    // document read back and populated) would add work on every download and sign-in, not checks.
    await payload.db.create({
      collection: 'audit-logs',
      data: {
        ...fields,
        ipAddress: meta?.ipAddress ?? null,
        userAgent: meta?.userAgent ?? null,
        severity: entry.severity ?? 'info',
        success: entry.success ?? true,
        timestamp: new Date().toISOString(),
      },
      returning: false,
    })
  } catch (error) {
    payload.logger.error({ err: error, msg: `audit entry ${entry.eventType} not written` })
  }
}
