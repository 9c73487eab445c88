import { listAuditLogs } from '@/endpoints/admin/auditLogs'

export const dynamic = 'force-dynamic'

export const GET = listAuditLogs
