import { useEffect, useState } from 'react'

import { errorMessage } from '@/components/Form/errorMessage'
import { apiFetch } from '@/lib/api/client'
import type { PublicPurchase } from '@/lib/commerce/purchases'

export type PurchasesState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; purchases: PublicPurchase[] }

/** GET /api/user/purchases, with a retry after a failure. */
export function usePurchases() {
  const [state, setState] = useState<PurchasesState>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    let live = true
    apiFetch<PublicPurchase[]>('/api/user/purchases').then(
      (purchases) => live && setState({ status: 'ready', purchases }),
      (error: unknown) => live && setState({ status: 'error', message: errorMessage(error) }),
    )
    return () => {
      live = false
    }
  }, [attempt])

  const retry = () => {
    setState({ status: 'loading' })
    setAttempt((n) => n + 1)
  }

  return { state, retry }
}
