'use client'

import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js'
import { type Appearance, loadStripe, type Stripe } from '@stripe/stripe-js'
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react'

import { ErrorText } from '@/components/Form/FieldText.client'
import { Form } from '@/components/Form/layout'
import { theme } from '@/styles/theme'

import { PayButton } from './PayButton.client'
import { PAYMENT_RETURN_PATH, paymentAttemptStarted, paymentFailed } from './paymentResult'

type Props = { publishableKey: string; clientSecret: string; price: string; held?: boolean }

// Stripe's dark theme in the site's colours (spec §2 "Checkout": dark theme, brand colour).
const appearance: Appearance = {
  theme: 'night',
  variables: {
    colorPrimary: theme.colors.accent,
    colorBackground: theme.colors.background,
    colorText: theme.colors.text,
    colorTextSecondary: theme.colors.muted,
    colorDanger: '#ff8080',
    fontFamily: theme.fonts.body,
    fontSizeBase: '16px',
    borderRadius: theme.radii.md,
    spacingUnit: '4px',
  },
}

// One Stripe.js per key and page: loadStripe injects a script tag.
const loaded = new Map<string, Promise<Stripe | null>>()
const stripeFor = (publishableKey: string) => {
  let stripe = loaded.get(publishableKey)
  if (!stripe) {
    stripe = loadStripe(publishableKey).catch(() => null)
    loaded.set(publishableKey, stripe)
  }
  return stripe
}

const LOAD_FAILED = 'The payment form could not load. Check your connection and reload the page.'

/**
 * Stripe's payment element, for real keys. This module is only ever loaded through a dynamic
 * import, so test-mode checkouts never download Stripe's code.
 */
export default function ElementsPayment({
  publishableKey,
  clientSecret,
  price,
  held = false,
}: Props) {
  const stripe = stripeFor(publishableKey)
  const options = useMemo(() => ({ clientSecret, appearance }), [clientSecret])
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    let live = true
    void stripe.then((loadedStripe) => {
      if (live && !loadedStripe) setFailed(true)
    })
    return () => {
      live = false
    }
  }, [stripe])

  if (failed) {
    return (
      <div role="alert">
        <ErrorText>{LOAD_FAILED}</ErrorText>
      </div>
    )
  }
  return (
    <Elements stripe={stripe} options={options}>
      <ElementsForm price={price} held={held} onLoadError={() => setFailed(true)} />
    </Elements>
  )
}

function ElementsForm({
  price,
  held,
  onLoadError,
}: {
  price: string
  held: boolean
  onLoadError: () => void
}) {
  const stripe = useStripe()
  const elements = useElements()
  // A new amount on the same intent (name your price): the element reads the intent again.
  useEffect(() => {
    void elements?.fetchUpdates()
  }, [elements, price])
  const [ready, setReady] = useState(false)
  const [busy, setBusy] = useState(false)
  const working = useRef(false)

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!stripe || !elements || working.current || held) return
    working.current = true
    paymentAttemptStarted()
    setBusy(true)
    const { error } = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: `${window.location.origin}${PAYMENT_RETURN_PATH}` },
    })
    // Reached only on failure: a successful payment leaves for return_url.
    paymentFailed(error.message)
    working.current = false
    setBusy(false)
  }

  return (
    <Form onSubmit={onSubmit} noValidate aria-label="Card details">
      <PaymentElement
        options={{ layout: 'tabs', fields: { billingDetails: 'auto' } }}
        onReady={() => setReady(true)}
        onLoadError={onLoadError}
      />
      <PayButton price={price} busy={busy} waiting={held || !stripe || !elements || !ready} />
    </Form>
  )
}
