import { useEffect, useRef, useState } from 'react'

import { errorMessage } from '@/components/Form/errorMessage'
import { apiFetch } from '@/lib/api/client'

import type { AdminUser } from './types'

/** The answer to one read: which attempt it was, and why it failed if it did. */
type Result = { attempt: number; error: string | null }

/**
 * GET /api/admin/users. A reload keeps the list on screen until the new one arrives, so the
 * table and an open dialog do not flash empty after a change; a failed reload keeps it too.
 */
export function useAdminUsers() {
  const [attempt, setAttempt] = useState(0)
  const [users, setUsers] = useState<AdminUser[] | null>(null)
  const [result, setResult] = useState<Result | null>(null)
  const latest = useRef(attempt)

  useEffect(() => {
    latest.current = attempt
    apiFetch<AdminUser[]>('/api/admin/users').then(
      (list) => {
        if (latest.current !== attempt) return
        setUsers(list)
        setResult({ attempt, error: null })
      },
      (error: unknown) =>
        latest.current === attempt && setResult({ attempt, error: errorMessage(error) }),
    )
  }, [attempt])

  return {
    users,
    /** Why the list could not be read (only while there is no list to show). */
    error: users === null ? (result?.error ?? null) : null,
    refreshing: result?.attempt !== attempt,
    reload: () => setAttempt((n) => n + 1),
    /** Puts a user the server just returned into the list before the reload arrives. */
    replaceUser: (user: AdminUser) =>
      setUsers((list) => list?.map((each) => (each.id === user.id ? user : each)) ?? list),
  }
}
