import { STAFF_ROLES } from '@/access/roles'
import { findAuditLogsAs } from '@/lib/admin/auditLogs'
import { requireRole } from '@/lib/auth/requestUser'
import { jsonError } from '@/lib/http/errors'
import { getPayloadClient } from '@/lib/payload'
import type { AuditLog, User } from '@/payload-types'
import { auditQuerySchema } from '@/lib/validation/admin'

const toView = (entry: AuditLog) => {
  const user = typeof entry.user === 'object' && entry.user ? (entry.user as User) : null
  return {
    id: entry.id,
    eventType: entry.eventType,
    action: entry.action,
    severity: entry.severity ?? 'info',
    success: entry.success ?? true,
    timestamp: entry.timestamp ?? entry.createdAt,
    user: user ? { id: user.id, email: user.email } : null,
    resourceType: entry.resourceType ?? null,
    resourceId: entry.resourceId ?? null,
    ipAddress: entry.ipAddress ?? null,
    details: entry.details ?? null,
  }
}

/** GET /api/admin/audit-logs?page&limit&eventType&severity: newest first (admin, viewer). */
export const listAuditLogs = async (request: Request): Promise<Response> => {
  const payload = await getPayloadClient()
  const caller = await requireRole(payload, request, STAFF_ROLES)
  if (caller instanceof Response) return caller
  const params = Object.fromEntries(
    [...new URL(request.url).searchParams].filter(([, value]) => value !== ''),
  )
  const query = auditQuerySchema.safeParse(params)
  if (!query.success) return jsonError(400, query.error.issues[0]?.message ?? 'Invalid query')
  const { page, limit } = query.data
  const result = await findAuditLogsAs(payload, caller.user, query.data)
  return Response.json(
    {
      logs: result.docs.map(toView),
      page: result.page ?? page,
      limit,
      totalDocs: result.totalDocs,
      totalPages: result.totalPages,
    },
    { headers: { 'Cache-Control': 'no-store' } },
  )
}
