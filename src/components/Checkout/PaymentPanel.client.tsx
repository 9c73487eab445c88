'use client'

import dynamic from 'next/dynamic'
import styled from 'styled-components'

import { Card, CardHeader, CardTitle } from '@/components/Primitives/Card'
import { Icon } from '@/components/Primitives/Icon'
import type { PaymentClientConfig } from '@/lib/stripe/config'

import { PaymentFormSkeleton } from './CheckoutSkeleton.client'
import { TestModeNote } from './TestModeNote.client'
import { theme } from '@/styles/theme'

/**
 * Each card form comes in its own chunk, fetched once the page knows which one it needs: a
 * test-mode page never ships Stripe's code, a live one never ships the test form, and neither
 * form (with react-hook-form and zod) weighs on the checkout's first load.
 */
export const loadTestCardForm = () =>
  import('./TestCardForm.client').then((module) => module.TestCardForm)

const TestCardForm = dynamic(() => loadTestCardForm(), {
  ssr: false,
  loading: () => <PaymentFormSkeleton />,
})

const ElementsPayment = dynamic(() => import('./ElementsPayment.client'), {
  ssr: false,
  loading: () => <PaymentFormSkeleton />,
})

type Props = {
  payment: Exclude<PaymentClientConfig, { mode: 'unavailable' }>
  clientSecret: string
  price: string
  /** The amount is being changed: nothing can be paid until it is applied. */
  held?: boolean
}

/** The card form and the Pay button, for real Stripe or for the shipped test server. */
export function PaymentPanel({ payment, clientSecret, price, held = false }: Props) {
  return (
    <Card aria-labelledby="payment-title">
      <CardHeader>
        <CardTitle as="h2" id="payment-title">
          Payment
        </CardTitle>
        <Secure>
          <Icon width="16" height="16">
            <rect x="5" y="11" width="14" height="10" rx="2" />
            <path d="M8 11V8a4 4 0 0 1 8 0v3" />
          </Icon>
          Secure checkout
        </Secure>
      </CardHeader>
      {payment.mode === 'test' ? (
        <>
          <TestModeNote />
          <TestCardForm
            apiUrl={payment.apiUrl}
            publishableKey={payment.publishableKey}
            clientSecret={clientSecret}
            price={price}
            held={held}
          />
        </>
      ) : (
        <ElementsPayment
          publishableKey={payment.publishableKey}
          clientSecret={clientSecret}
          price={price}
          held={held}
        />
      )}
      <Fine>
        Card details go straight to the payment provider and never reach this site. Your track
        appears in your dashboard as soon as the payment clears.
      </Fine>
    </Card>
  )
}

const Secure = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(2)};
  margin: 0;
  color: ${theme.colors.success};
  font-size: 0.75rem;
  font-weight: 800;
  letter-spacing: 0.12em;
  text-transform: uppercase;
`

const Fine = styled.p`
  margin: 0;
  color: ${theme.colors.muted};
  font-size: 0.82rem;
`
