import type { PaginatedDocs, Payload, Where } from 'payload'

import type { AuditLog, User } from '@/payload-types'

export type AuditLogQuery = {
  page: number
  limit: number
  eventType?: string
  severity?: AuditLog['severity']
}

/** One page of the audit log, newest first, filtered by event type and severity, as staff. */
export const findAuditLogsAs = (
  payload: Payload,
  staff: User,
  { page, limit, eventType, severity }: AuditLogQuery,
): Promise<PaginatedDocs<AuditLog>> => {
  const filters: Where[] = [
    ...(eventType ? [{ eventType: { equals: eventType } }] : []),
    ...(severity ? [{ severity: { equals: severity } }] : []),
  ]
  return payload.find({
    collection: 'audit-logs',
    where: filters.length > 0 ? { and: filters } : {},
    sort: '-timestamp',
    page,
    limit,
    depth: 1,
    overrideAccess: false,
    user: { ...staff, collection: 'users' },
  })
}
