import type { Metadata } from 'next'

import { PaymentSuccess } from '@/components/PaymentSuccess/PaymentSuccess.client'
import { RouteGuard } from '@/components/RouteGuard/RouteGuard.client'

export const metadata: Metadata = { title: 'Payment' }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** /payment-success?payment_intent=…: where a payment returns, as Stripe's return_url. */
export default async function PaymentSuccessPage({ searchParams }: Props) {
  const { payment_intent: given } = await searchParams
  const paymentIntentId = (Array.isArray(given) ? given[0] : given)?.trim() || null
  return (
    <RouteGuard>
      <PaymentSuccess paymentIntentId={paymentIntentId} />
    </RouteGuard>
  )
}
