'use client'

import { ButtonLink } from '@/components/Form/buttons'
import { ResultCard } from '@/components/Checkout/ResultCard.client'
import { PageShell } from '@/components/Page/PageShell'

import { PurchaseConfirmation } from './PurchaseConfirmation.client'

/**
 * Where a payment returns (spec §2 "Payment success"); the route guard around it has already
 * sent a signed-out visitor to the sign-in page.
 */
export function PaymentSuccess({ paymentIntentId }: { paymentIntentId: string | null }) {
  return (
    <PageShell>
      {paymentIntentId ? (
        <PurchaseConfirmation paymentIntentId={paymentIntentId} />
      ) : (
        <ResultCard
          mark="alert"
          eyebrow="Payment"
          title="No payment information found"
          actions={
            <ButtonLink href="/music" $tone="secondary">
              Back to Music
            </ButtonLink>
          }
        >
          <p>
            This page confirms a purchase right after paying. Pick a track to buy from the music
            page.
          </p>
        </ResultCard>
      )}
    </PageShell>
  )
}
