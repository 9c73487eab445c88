'use client'

import { useEffect, useRef, useState } from 'react'
import styled from 'styled-components'

import { ResultCard } from '@/components/Checkout/ResultCard.client'
import { ButtonLink } from '@/components/Form/buttons'
import { toast } from '@/components/Toast/toast'
import { apiFetch } from '@/lib/api/client'
import { releaseDayLabel } from '@/lib/catalogue/releaseTypes'

import { Receipt } from './Receipt.client'
import { theme } from '@/styles/theme'

export type ConfirmedTrack = { title: string; artist: string; price: string }
type Confirmed = {
  track: ConfirmedTrack
  /** A release bought: how many tracks it gave, and a pre-order's day (ISO) while it is ahead. */
  release?: { slug: string; tracks: number; outOn: string | null }
}

type State = { kind: 'confirming' } | ({ kind: 'confirmed' } & Confirmed) | { kind: 'failed' }

/**
 * Asks the server to record the purchase, exactly once per page load: the ref survives React's
 * development double effect, and no cleanup cancels the answer that run is waiting for.
 */
export function PurchaseConfirmation({ paymentIntentId }: { paymentIntentId: string }) {
  const [state, setState] = useState<State>({ kind: 'confirming' })
  const started = useRef(false)

  useEffect(() => {
    if (started.current) return
    started.current = true
    apiFetch<Confirmed>('/api/confirm-purchase', {
      method: 'POST',
      body: { paymentIntentId },
    }).then(
      ({ track, release }) => {
        setState({ kind: 'confirmed', track, release })
        toast({
          title: 'Payment Successful!',
          description: `Your purchase of ${track.title} is complete.`,
        })
      },
      (error: unknown) => {
        console.error('Could not confirm the purchase', error)
        setState({ kind: 'failed' })
        toast({
          variant: 'destructive',
          title: 'Purchase Confirmation Error',
          description:
            "Your payment was processed, but we couldn't confirm your purchase. Please contact support.",
        })
      },
    )
  }, [paymentIntentId])

  switch (state.kind) {
    case 'confirming':
      return (
        <ResultCard mark="busy" eyebrow="Payment received" title="Confirming Your Purchase..." />
      )
    case 'confirmed':
      return (
        <ResultCard
          tone="success"
          mark="check"
          eyebrow="Thank you"
          title="Payment Successful!"
          actions={
            <>
              <ButtonLink href="/dashboard">Go to My Music</ButtonLink>
              <ButtonLink href="/music" $tone="secondary">
                Continue Shopping
              </ButtonLink>
            </>
          }
        >
          <p>
            {state.release?.outOn
              ? `Pre-ordered: its ${state.release.tracks} tracks are in your library, and play in full and download from ${releaseDayLabel(state.release.outOn)} (any marked available at once, now). We will e-mail you that day.`
              : state.release
                ? `Its ${state.release.tracks} tracks are in your library, ready to play in full and to download, one by one or all at once.`
                : 'The track is in your library, ready to play in full and to download.'}
          </p>
          <Receipt track={state.track} kind={state.release ? 'Release' : 'Track'} />
        </ResultCard>
      )
    case 'failed':
      return (
        <ResultCard
          tone="danger"
          mark="alert"
          eyebrow="Payment"
          title="Payment Error"
          actions={
            <ButtonLink href="/music" $tone="secondary">
              Back to Music
            </ButtonLink>
          }
        >
          <p>Failed to confirm purchase. Please contact support.</p>
          <p>
            Quote this payment reference: <Reference>{paymentIntentId}</Reference>
          </p>
        </ResultCard>
      )
  }
}

const Reference = styled.code`
  color: ${theme.colors.text};
  font-family: ${theme.fonts.mono};
  font-size: 0.85rem;
  overflow-wrap: anywhere;
`
