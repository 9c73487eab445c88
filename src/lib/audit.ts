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
    await payload.create({
      collection: 'audit-logs',
      data: {
        ...fields,
        ipAddress: meta?.ipAddress ?? null,
        userAgent: meta?.userAgent ?? null,
        severity: entry.severity ?? 'info',
        success: entry.success ?? true,
        timestamp: new Date().toISOString(),
      },
      overrideAccess: true,
      // One INSERT: nobody reads the entry back (Payload would populate its user, two levels
      // deep), and a single statement needs no transaction of its own.
      depth: 0,
      disableTransaction: true,
    })
  } catch (error) {
    payload.logger.error({ err: error, msg: `audit entry ${entry.eventType} not written` })
  }
}
