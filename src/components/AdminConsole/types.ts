import type { PublicUser } from '@/lib/auth/publicUser'
import type { PublicPurchase } from '@/lib/commerce/purchases'

/** The console's reads and writes (spec §7, GET/PATCH /api/admin/…). */

/** GET /api/admin/users: the client view of every account, newest first. */
export type AdminUser = PublicUser

/** GET /api/admin/users/{id}/purchases: every status, newest first. */
export type AdminPurchase = PublicPurchase

export type AccountStatus = 'active' | 'locked' | 'suspended'

export type AuditSeverity = 'info' | 'warning' | 'error' | 'critical'

export type AuditLogEntry = {
  id: string
  eventType: string
  action: string
  severity: AuditSeverity
  success: boolean
  timestamp: string
  user: { id: string; email: string } | null
  resourceType: string | null
  resourceId: string | null
  ipAddress: string | null
  details: unknown
}

/** GET /api/admin/audit-logs */
export type AuditLogPage = {
  logs: AuditLogEntry[]
  page: number
  limit: number
  totalDocs: number
  totalPages: number
}
