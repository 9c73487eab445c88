'use client'

import type { Ref } from 'react'
import styled, { keyframes } from 'styled-components'

import { Button } from '@/components/Form/buttons'

type Props = {
  price: string
  busy: boolean
  /** The payment form itself is not ready yet (Stripe's element still loading). */
  waiting?: boolean
  ref?: Ref<HTMLButtonElement>
}

/**
 * 'Pay $x.yy', 'Processing...' while the card is charged. Disabled meanwhile, so a second click
 * cannot start a second charge; the form also ignores a repeat on its own.
 */
export function PayButton({ price, busy, waiting = false, ref }: Props) {
  return (
    <Button ref={ref} type="submit" $size="lg" $block disabled={busy || waiting}>
      {busy && <Spinner aria-hidden="true" />}
      {busy ? 'Processing...' : `Pay $${price}`}
    </Button>
  )
}

const spin = keyframes`
  to { transform: rotate(360deg); }
`

const Spinner = styled.span`
  width: 18px;
  height: 18px;
  border: 2px solid rgb(255 255 255 / 0.35);
  border-top-color: #fff;
  border-radius: 50%;
  animation: ${spin} 800ms linear infinite;

  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`
