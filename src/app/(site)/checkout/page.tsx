import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { Checkout } from '@/components/Checkout/Checkout.client'
import type { CheckoutRef } from '@/components/Checkout/checkoutOutcome'
import { PageShell } from '@/components/Page/PageShell'
import { paymentClientConfig } from '@/lib/stripe/config'

export const metadata: Metadata = { title: 'Checkout' }

// The payment configuration is read per request (keys can change without a rebuild).
export const dynamic = 'force-dynamic'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const first = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value)?.trim() || null

/**
 * /checkout?trackId={id} (or ?releaseId={id}): without an item there is nothing to buy (spec §5
 * "Checkout").
 */
export default async function CheckoutPage({ searchParams }: Props) {
  const params = await searchParams
  const trackId = first(params.trackId)
  const releaseId = first(params.releaseId)
  const item: CheckoutRef | null = trackId
    ? { kind: 'track', id: trackId }
    : releaseId
      ? { kind: 'release', id: releaseId }
      : null
  if (!item) redirect('/music')

  return (
    <PageShell>
      <Checkout item={item} payment={paymentClientConfig()} />
    </PageShell>
  )
}
