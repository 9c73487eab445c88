'use client'

import { useForm } from 'react-hook-form'
import styled from 'styled-components'

import { Button } from '@/components/Form/buttons'
import { useHydrated } from '@/components/Primitives/useHydrated'
import { EmailField } from '@/components/Form/EmailField.client'
import { toast } from '@/components/Toast/toast'

import type { NewsletterValues } from './newsletter'
import { theme } from '@/styles/theme'

// The rules bring zod (about 30 kB gzipped), so they load when a visitor turns to the form
// rather than with every page the footer sits under.
const loadRules = () => import('./newsletter')
const preloadRules = () => void loadRules().catch(() => undefined)

/**
 * The footer's sign-up. Nothing is sent anywhere (spec §7): the form only checks the address
 * and thanks the visitor. Problems go to a toast, as the spec words them, not under the field.
 */
export function NewsletterForm() {
  // No defaultValues: the form hydrates late (NewsletterSlot), and react-hook-form then keeps
  // what the visitor may already have typed instead of resetting the field to a default.
  const { register, handleSubmit, reset } = useForm<NewsletterValues>()
  // Until its code runs, the form must not be sent natively (a reload with ?email=).
  const hydrated = useHydrated()

  const onSubmit = handleSubmit(async ({ email }) => {
    const rules = await loadRules().catch((error: unknown) => {
      console.error('Could not load the newsletter rules', error)
    })
    if (!rules) return
    const problem = rules.newsletterProblem(email)
    if (problem) {
      toast({ ...problem, variant: 'destructive' })
      return
    }
    toast({ title: 'Thank You!', description: 'You are on the list for new music and shows.' })
    reset()
  })

  return (
    // noValidate: the browser's own bubble would pre-empt the spec's toasts.
    <Row
      onSubmit={onSubmit}
      onFocus={preloadRules}
      onPointerEnter={preloadRules}
      noValidate
      aria-label="Newsletter"
    >
      <EmailField label="Email address" autoComplete="email" {...register('email')} />
      <Button type="submit" $size="md" disabled={!hydrated}>
        Subscribe
      </Button>
    </Row>
  )
}

const Row = styled.form`
  display: grid;
  gap: ${theme.space(3)};
  justify-items: start;

  > :first-child {
    justify-self: stretch;
  }
`
