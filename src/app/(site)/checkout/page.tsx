import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { Checkout } from '@/components/Checkout/Checkout.client'
import { PageShell } from '@/components/Page/PageShell'
import { paymentClientConfig } from '@/lib/stripe/config'

export const metadata: Metadata = { title: 'Checkout' }

// The payment configuration is read per request (keys can change without a rebuild).
export const dynamic = 'force-dynamic'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** /checkout?trackId={id}: without a track there is nothing to buy (spec §5 "Checkout"). */
export default async function CheckoutPage({ searchParams }: Props) {
  const { trackId } = await searchParams
  const id = Array.isArray(trackId) ? trackId[0] : trackId
  if (!id?.trim()) redirect('/music')

  return (
    <PageShell>
      <Checkout trackId={id.trim()} payment={paymentClientConfig()} />
    </PageShell>
  )
}
