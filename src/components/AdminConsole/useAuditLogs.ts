import { useEffect, useRef, useState } from 'react'

import { errorMessage } from '@/components/Form/errorMessage'
import { apiFetch } from '@/lib/api/client'

import { appendPage, type AuditFilters, auditLogsPath } from './auditDisplay'
import type { AuditLogEntry, AuditLogPage } from './types'

type Loaded = {
  /** The filters and refresh the list was read for. */
  key: string
  logs: AuditLogEntry[]
  page: number
  totalPages: number
  totalDocs: number
}

type Result = { ok: true; data: Loaded } | { ok: false; key: string; message: string }

export type AuditLogsView = {
  /** The entries on screen (those of the previous filters while new ones load), or null. */
  logs: AuditLogEntry[] | null
  totalDocs: number
  hasMore: boolean
  /** Page 1 for the current filters is on its way. */
  refreshing: boolean
  loadingMore: boolean
  /** Why page 1 could not be read. */
  error: string | null
  /** Why the last 'Load more' failed. */
  moreError: string | null
  retry: () => void
  loadMore: () => void
}

/**
 * GET /api/admin/audit-logs, newest first: page 1 whenever the filters or `version` change
 * (the console bumps it after a status or role change), later pages appended by loadMore.
 * Only the answer for the newest request is kept, so quickly typed filters cannot land out of
 * order.
 */
export function useAuditLogs(
  { eventType, severity }: AuditFilters,
  version: number,
): AuditLogsView {
  const [attempt, setAttempt] = useState(0)
  const [result, setResult] = useState<Result | null>(null)
  const [more, setMore] = useState<{ key: string; error: string | null } | null>(null)
  const key = JSON.stringify([eventType, severity, version, attempt])
  const latest = useRef(key)

  useEffect(() => {
    latest.current = key
    apiFetch<AuditLogPage>(auditLogsPath(1, { eventType, severity })).then(
      ({ logs, page, totalPages, totalDocs }) =>
        latest.current === key &&
        setResult({ ok: true, data: { key, logs, page, totalPages, totalDocs } }),
      (error: unknown) =>
        latest.current === key && setResult({ ok: false, key, message: errorMessage(error) }),
    )
  }, [key, eventType, severity])

  const loaded = result?.ok ? result.data : null
  const current = loaded?.key === key ? loaded : null
  const loadingMore = more !== null && more.key === key && more.error === null

  const loadMore = () => {
    if (!current || loadingMore || current.page >= current.totalPages) return
    setMore({ key, error: null })
    apiFetch<AuditLogPage>(auditLogsPath(current.page + 1, { eventType, severity })).then(
      (next) => {
        if (latest.current !== key) return
        setResult((prev) =>
          prev?.ok && prev.data.key === key
            ? {
                ok: true,
                data: {
                  ...prev.data,
                  logs: appendPage(prev.data.logs, next.logs),
                  page: next.page,
                  totalPages: next.totalPages,
                  totalDocs: next.totalDocs,
                },
              }
            : prev,
        )
        setMore(null)
      },
      (error: unknown) => latest.current === key && setMore({ key, error: errorMessage(error) }),
    )
  }

  return {
    logs: loaded?.logs ?? null,
    totalDocs: loaded?.totalDocs ?? 0,
    hasMore: current !== null && current.page < current.totalPages,
    refreshing: result === null || (result.ok ? result.data.key : result.key) !== key,
    loadingMore,
    error: result && !result.ok && result.key === key ? result.message : null,
    moreError: more?.key === key ? more.error : null,
    retry: () => setAttempt((n) => n + 1),
    loadMore,
  }
}
