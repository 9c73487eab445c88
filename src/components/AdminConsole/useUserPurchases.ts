import { useEffect, useState } from 'react'

import { errorMessage } from '@/components/Form/errorMessage'
import { apiFetch } from '@/lib/api/client'

import type { AdminPurchase } from './types'

export type UserPurchasesState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; purchases: AdminPurchase[] }

/** GET /api/admin/users/{id}/purchases for the user the dialog shows. */
export function useUserPurchases(userId: string) {
  const [state, setState] = useState<UserPurchasesState>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    let live = true
    apiFetch<AdminPurchase[]>(`/api/admin/users/${encodeURIComponent(userId)}/purchases`).then(
      (purchases) => live && setState({ status: 'ready', purchases }),
      (error: unknown) => live && setState({ status: 'error', message: errorMessage(error) }),
    )
    return () => {
      live = false
    }
  }, [userId, attempt])

  const retry = () => {
    setState({ status: 'loading' })
    setAttempt((n) => n + 1)
  }

  return { state, retry }
}
