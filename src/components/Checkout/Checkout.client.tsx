'use client'

import { useEffect, useState } from 'react'
import styled from 'styled-components'

import { ButtonLink } from '@/components/Form/buttons'
import { CheckingSession } from '@/components/RouteGuard/RouteGuard.client'
import { useSession } from '@/components/Session/useSession'
import type { PaymentClientConfig } from '@/lib/stripe/config'
import { theme } from '@/styles/theme'

import { isOwnedMessage } from '@/lib/commerce/ownedMessages'

import { type CheckoutItem, type CheckoutRef, type IntentAnswer } from './checkoutOutcome'
import { CheckoutGrid, CheckoutLayout } from './CheckoutLayout.client'
import { CheckoutSkeleton } from './CheckoutSkeleton.client'
import { NameYourPrice } from './NameYourPrice.client'
import { OrderSummary } from './OrderSummary.client'
import { loadTestCardForm, PaymentPanel } from './PaymentPanel.client'
import { ResultCard } from './ResultCard.client'
import { type CheckoutState, useCheckoutSetup } from './useCheckoutSetup'
import { useLoginRedirect } from './useLoginRedirect'

type Props = { item: CheckoutRef; payment: PaymentClientConfig }

const Redirecting = () => (
  <ResultCard mark="busy" eyebrow="Members only" title="Redirecting...">
    <p>Taking you to the login page...</p>
  </ResultCard>
)

const backToMusic = (
  <ButtonLink href="/music" $tone="secondary">
    Back to Music
  </ButtonLink>
)

const libraryActions = (
  <>
    <ButtonLink href="/dashboard">Go to My Music</ButtonLink>
    {backToMusic}
  </>
)

/** Added to the library (a free track, or $0 named for a track whose minimum is $0). */
const Granted = ({ track }: { track: CheckoutItem }) => (
  <ResultCard
    tone="success"
    mark="check"
    eyebrow="Free download"
    title="Added to Your Library"
    actions={libraryActions}
  >
    <p>
      <strong>{track.title}</strong> by {track.artist} is{' '}
      {track.priceMode === 'name-your-price' ? 'yours for $0' : 'free'}, and it is now in your
      library.
    </p>
  </ResultCard>
)

/**
 * The summary and the card form; for name-your-price, the fan's amount too. A new amount updates
 * the checkout's one payment intent, and the Pay button waits while the field holds an amount
 * not applied yet, so what is paid is always what the button says.
 */
function ReadyCheckout({
  payment,
  ready,
}: {
  payment: Exclude<PaymentClientConfig, { mode: 'unavailable' }>
  ready: Extract<CheckoutState, { kind: 'ready' }>
}) {
  const [chosen, setChosen] = useState<IntentAnswer | null>(null)
  const [editing, setEditing] = useState(false)
  const { track } = ready
  if (chosen && !chosen.clientSecret) return <Granted track={track} />
  const amount = chosen?.amount ?? ready.amount
  return (
    <CheckoutLayout>
      <CheckoutGrid>
        <OrderSummary track={track} amount={amount} />
        <Column>
          {track.priceMode === 'name-your-price' && (
            <NameYourPrice
              track={track}
              amount={amount}
              onChosen={setChosen}
              onEditing={setEditing}
            />
          )}
          <PaymentPanel
            payment={payment}
            clientSecret={chosen?.clientSecret ?? ready.clientSecret}
            price={amount}
            held={editing}
          />
        </Column>
      </CheckoutGrid>
    </CheckoutLayout>
  )
}

const Column = styled.div`
  display: grid;
  gap: ${theme.space(5)};
  min-width: 0;
`

/** The purchase of one track (spec §2 "Checkout", §4 "Checkout flow", §8 "Checkout"). */
export function Checkout({ item, payment }: Props) {
  const { status, leaving } = useSession()
  const loginRedirect = useLoginRedirect()
  const signedOut = status === 'signed-out'
  const available = payment.mode !== 'unavailable'
  const state = useCheckoutSetup(item, status === 'signed-in' && available)

  useEffect(() => {
    // Fetched while the payment intent is being opened, so the form is ready when it is.
    if (payment.mode === 'test') loadTestCardForm().catch(() => undefined)
  }, [payment.mode])

  useEffect(() => {
    // A sign-out from the navigation bar brings its own redirect and toast.
    if (signedOut && !leaving) loginRedirect()
  }, [signedOut, leaving, loginRedirect])

  if (signedOut || state.kind === 'unauthorized') return <Redirecting />
  // Nothing about the purchase until the browser knows who is buying.
  if (status === 'loading') return <CheckingSession />

  if (payment.mode === 'unavailable') {
    return (
      <ResultCard mark="alert" eyebrow="Checkout" title="Payments Paused" actions={backToMusic}>
        <p>Payments are not available right now. Please try again later.</p>
      </ResultCard>
    )
  }

  switch (state.kind) {
    case 'owned':
      return (
        <ResultCard
          tone={isOwnedMessage(state.message) ? 'success' : 'accent'}
          mark="disc"
          eyebrow="Your library"
          title={isOwnedMessage(state.message) ? 'Already Yours' : 'Nothing to Pay'}
          actions={libraryActions}
        >
          <p>{state.message}</p>
          {state.track && isOwnedMessage(state.message) && (
            <p>
              <strong>{state.track.title}</strong> by {state.track.artist} is waiting in your
              dashboard.
            </p>
          )}
        </ResultCard>
      )
    case 'granted':
      return <Granted track={state.track} />
    case 'ready':
      return <ReadyCheckout payment={payment} ready={state} />
    default:
      return (
        <CheckoutLayout>
          <CheckoutSkeleton />
        </CheckoutLayout>
      )
  }
}
