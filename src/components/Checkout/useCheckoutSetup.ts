import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'

import { toast } from '@/components/Toast/toast'
import { apiFetch } from '@/lib/api/client'

import {
  type CheckoutItem,
  checkoutOutcome,
  type CheckoutOutcome,
  type CheckoutRef,
  type IntentAnswer,
  itemBody,
  itemUrl,
} from './checkoutOutcome'
import { useLoginRedirect } from './useLoginRedirect'

export type CheckoutState = { kind: 'loading' } | Exclude<CheckoutOutcome, { kind: 'leave' }>

/**
 * Creates the payment intent and reads the track, side by side, once per page load: a second
 * intent would be a second pending payment. The ref survives React's development double effect,
 * and there is deliberately no cancel on cleanup, or that double run would drop the only answer.
 */
export function useCheckoutSetup({ kind, id }: CheckoutRef, active: boolean): CheckoutState {
  const router = useRouter()
  const loginRedirect = useLoginRedirect()
  const [state, setState] = useState<CheckoutState>({ kind: 'loading' })
  const started = useRef(false)

  useEffect(() => {
    if (!active || started.current) return
    started.current = true
    const item: CheckoutRef = { kind, id }
    const intent = apiFetch<IntentAnswer>('/api/create-payment-intent', {
      method: 'POST',
      body: itemBody(item),
    })
    const track = apiFetch<CheckoutItem>(itemUrl(item))
    void Promise.allSettled([intent, track]).then(([intentResult, trackResult]) => {
      const outcome = checkoutOutcome(intentResult, trackResult)
      switch (outcome.kind) {
        case 'unauthorized':
          loginRedirect()
          setState(outcome)
          return
        case 'leave':
          if (outcome.message) {
            toast({ variant: 'destructive', title: 'Error', description: outcome.message })
          }
          router.replace('/music')
          return
        default:
          setState(outcome)
      }
    })
  }, [active, kind, id, router, loginRedirect])

  return state
}
