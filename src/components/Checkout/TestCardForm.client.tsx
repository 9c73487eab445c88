'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/navigation'
import { type ChangeEvent, useMemo, useRef, useState } from 'react'
import { type Path, useForm } from 'react-hook-form'
import styled from 'styled-components'

import { Form } from '@/components/Form/layout'
import { TextField } from '@/components/Form/TextField.client'
import { confirmCardPayment, returnPath, type TestCard } from '@/lib/stripe/testModeClient'

import {
  cardFormSchema,
  type CardFormValues,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  reformat,
} from './cardForm'
import { PayButton } from './PayButton.client'
import { PAYMENT_RETURN_PATH, paymentAttemptStarted, paymentFailed } from './paymentResult'
import { theme } from '@/styles/theme'

type Props = {
  apiUrl: string
  publishableKey: string
  clientSecret: string
  price: string
  held?: boolean
}

const EMPTY: CardFormValues = { number: '', expiry: '', cvc: '' }

/**
 * The card form of test mode: what Stripe's payment element would collect, sent to the shipped
 * test server the way Stripe.js would send it. On success it lands where Stripe's return_url
 * redirect would.
 */
export function TestCardForm({ apiUrl, publishableKey, clientSecret, price, held = false }: Props) {
  const router = useRouter()
  const schema = useMemo(() => cardFormSchema(), [])
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CardFormValues, unknown, TestCard>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY,
  })
  const [busy, setBusy] = useState(false)
  // State lags a render behind; the ref stops a second charge from a fast double submit.
  const working = useRef(false)
  const payButton = useRef<HTMLButtonElement>(null)

  /** Keeps the typed digits in their display format, with the caret where the reader left it. */
  const formatted = (name: Path<CardFormValues>, format: (value: string) => string) => {
    const field = register(name)
    return {
      ...field,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const input = event.target
        const next = reformat(input.value, input.selectionStart ?? input.value.length, format)
        if (next.value !== input.value) {
          input.value = next.value
          input.setSelectionRange(next.caret, next.caret)
        }
        return field.onChange(event)
      },
    }
  }

  const pay = async (card: TestCard) => {
    if (working.current || held) return
    working.current = true
    paymentAttemptStarted()
    setBusy(true)
    const result = await confirmCardPayment({ apiUrl, publishableKey, clientSecret, card })
    if ('paymentIntent' in result) {
      // Stays 'Processing...' until the confirmation page replaces this one.
      router.push(returnPath(PAYMENT_RETURN_PATH, result.paymentIntent, clientSecret))
      return
    }
    paymentFailed(result.error.message)
    working.current = false
    setBusy(false)
    // The disabled button lost focus; hand it back so the reader can try another card.
    requestAnimationFrame(() => payButton.current?.focus())
  }

  return (
    <Form onSubmit={(event) => handleSubmit(pay)(event)} noValidate aria-label="Card details">
      <TextField
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        maxLength={23}
        error={errors.number?.message}
        {...formatted('number', formatCardNumber)}
      />
      <Pair>
        <TextField
          label="Expiry (MM / YY)"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM / YY"
          maxLength={7}
          error={errors.expiry?.message}
          {...formatted('expiry', formatExpiry)}
        />
        <TextField
          label="CVC"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          maxLength={4}
          error={errors.cvc?.message}
          {...formatted('cvc', formatCvc)}
        />
      </Pair>
      <PayButton ref={payButton} price={price} busy={busy} waiting={held} />
    </Form>
  )
}

const Pair = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1.3fr) minmax(0, 1fr);
  align-items: start;
  gap: ${theme.space(3)};
`
