import type { BadgeTone } from '@/components/Primitives/badgeTone'

import type { AuditLogEntry, AuditSeverity } from './types'

export const AUDIT_PAGE_SIZE = 50

export const SEVERITIES: readonly AuditSeverity[] = ['info', 'warning', 'error', 'critical']

/**
 * Suggestions for the event type filter, which matches exactly. Any other value still works:
 * the list only saves typing the names the server writes today.
 */
export const KNOWN_EVENT_TYPES = [
  'user_status_changed',
  'user_role_changed',
  'login_success',
  'login_failed',
  'account_locked',
  'logout',
  'session_revoked',
  'user_registered',
  'profile_updated',
  'password_changed',
  'password_reset_requested',
  'password_reset',
  'mfa_setup_started',
  'mfa_enabled',
  'mfa_verified',
  'mfa_disabled',
  'mfa_backup_code_used',
  'mfa_replay',
  'purchase_pending',
  'purchase_completed',
  'purchase_failed',
  'purchase_refunded',
  'purchase_disputed',
  'purchase_restored',
  'payment_mismatch',
  'receipt_resent',
  'track_downloaded',
  'contact_received',
] as const

export type AuditFilters = { eventType: string; severity: AuditSeverity | '' }

/** The query of GET /api/admin/audit-logs; empty filters are left out. */
export const auditLogsPath = (page: number, filters: AuditFilters, limit = AUDIT_PAGE_SIZE) => {
  const query = new URLSearchParams({ page: String(page), limit: String(limit) })
  const eventType = filters.eventType.trim()
  if (eventType) query.set('eventType', eventType)
  if (filters.severity) query.set('severity', filters.severity)
  return `/api/admin/audit-logs?${query}`
}

/** Only the severities worth a second look get a badge; info is the normal case. */
export const severityTone = (severity: string): BadgeTone | null =>
  severity === 'info'
    ? null
    : severity === 'warning'
      ? 'pending'
      : severity === 'error' || severity === 'critical'
        ? 'failure'
        : 'neutral'

/**
 * A later page appended to the list. Entries written since the first page was read push older
 * ones onto the next page, so an entry can arrive twice; it is kept once, where it first was.
 */
export const appendPage = (
  shown: readonly AuditLogEntry[],
  next: readonly AuditLogEntry[],
): AuditLogEntry[] => {
  const seen = new Set(shown.map(({ id }) => id))
  return [...shown, ...next.filter(({ id }) => !seen.has(id))]
}

const compact = (value: unknown): string => {
  if (value === null || value === undefined) return String(value)
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  try {
    return JSON.stringify(value) ?? String(value)
  } catch {
    return String(value)
  }
}

/**
 * An entry's details as `key: value` pairs: an object gives one pair per key (nested values as
 * compact JSON), anything else one pair under 'value'. Nothing to show gives no pairs.
 */
export const detailPairs = (details: unknown): Array<[string, string]> => {
  if (details === null || details === undefined || details === '') return []
  if (typeof details === 'object' && !Array.isArray(details)) {
    return Object.entries(details as Record<string, unknown>).map(([key, value]) => [
      key,
      compact(value),
    ])
  }
  if (Array.isArray(details) && details.length === 0) return []
  return [['value', compact(details)]]
}
