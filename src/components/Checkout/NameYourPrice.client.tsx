'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useMemo, useState } from 'react'
import { useForm } from 'react-hook-form'
import styled from 'styled-components'
import { z } from 'zod'

import { Button } from '@/components/Form/buttons'
import { errorMessage } from '@/components/Form/errorMessage'
import { TextField } from '@/components/Form/TextField.client'
import { Card, CardTitle, Text } from '@/components/Primitives/Card'
import { apiFetch } from '@/lib/api/client'
import { chooseAmount, termsOf } from '@/lib/commerce/priceTerms'
import { theme } from '@/styles/theme'

import { type CheckoutItem, type IntentAnswer, isRelease, itemBody } from './checkoutOutcome'

type Values = { amount: string }

type Props = {
  track: CheckoutItem
  /** The amount the open payment intent charges now. */
  amount: string
  /** The server's answer to a new amount: the same intent at that amount, or a $0 grant. */
  onChosen: (answer: IntentAnswer) => void
  /** Whether the field holds an amount not applied yet (the Pay button waits meanwhile). */
  onEditing: (editing: boolean) => void
}

/**
 * 'Name your price': the fan types what they want to pay, checked here by the same rule as on
 * the server (src/lib/commerce/priceTerms.ts), which decides; the one payment intent of the
 * checkout is then updated to that amount.
 */
export function NameYourPrice({ track, amount, onChosen, onEditing }: Props) {
  const terms = useMemo(() => termsOf(track), [track])
  const schema = useMemo(
    () =>
      z.object({
        amount: z.string().superRefine((value, context) => {
          const choice = chooseAmount(terms, value)
          if (!choice.ok) context.addIssue({ code: 'custom', message: choice.error })
        }),
      }),
    [terms],
  )
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { amount } })
  const [busy, setBusy] = useState(false)
  const field = register('amount', {
    onChange: (event: { target: { value: string } }) =>
      onEditing(event.target.value.trim() !== amount),
  })

  const apply = async ({ amount: chosen }: Values) => {
    if (busy) return
    setBusy(true)
    try {
      const answer = await apiFetch<IntentAnswer>('/api/create-payment-intent', {
        method: 'POST',
        body: {
          ...itemBody({ kind: isRelease(track) ? 'release' : 'track', id: track.id }),
          amount: chosen.trim(),
        },
      })
      onChosen(answer)
      if (answer.clientSecret) reset({ amount: answer.amount })
      onEditing(false)
    } catch (error) {
      setError('amount', { message: errorMessage(error) })
    } finally {
      setBusy(false)
    }
  }

  const minimum = track.price
  return (
    <Card aria-labelledby="name-your-price-title">
      <CardTitle as="h2" id="name-your-price-title">
        Name your price
      </CardTitle>
      <Text>
        {Number(minimum) > 0 ? `$${minimum} or more` : 'Free, or pay what you like'}. The artist
        suggests ${track.suggestedPrice}.
      </Text>
      <Row onSubmit={(event) => handleSubmit(apply)(event)} noValidate aria-label="Your price">
        <TextField
          label="Your price (USD)"
          inputMode="decimal"
          autoComplete="off"
          hint={`Up to $${track.maximumPrice}.`}
          error={errors.amount?.message}
          {...field}
        />
        <Button type="submit" $tone="secondary" aria-disabled={busy || undefined}>
          {busy ? 'Updating…' : 'Update price'}
        </Button>
      </Row>
    </Card>
  )
}

// The field and its button side by side; the button lines up with the input, not the label.
const Row = styled.form`
  display: grid;
  gap: ${theme.space(3)};

  @media (min-width: 480px) {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: start;

    > button {
      margin-top: calc(0.9rem * 1.5 + ${theme.space(2)});
      min-height: 50px;
    }
  }
`
