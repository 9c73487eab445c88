'use client'

import { useState } from 'react'
import { useForm } from 'react-hook-form'

import { EmailField } from '@/components/Form/EmailField.client'
import { Actions, Form } from '@/components/Form/layout'
import { lazyResolver } from '@/components/Form/lazyResolver'
import { SubmitButton } from '@/components/Form/SubmitButton.client'
import { apiFetch } from '@/lib/api/client'

import { errorMessage } from './authMessages'
import { FormOutcome } from './FormOutcome.client'
import { Notice } from './primitives'
import type { MessageResponse } from './types'

const resolver = lazyResolver(() =>
  import('./authResolvers').then((module) => module.forgotPasswordResolver),
)

/**
 * The answer is the server's and the same for every address, so the page never tells whether an
 * account exists.
 */
export function ForgotPasswordForm() {
  const [sent, setSent] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver, defaultValues: { email: '' } })

  const onSubmit = handleSubmit(async ({ email }) => {
    setFailure(null)
    try {
      const { message } = await apiFetch<MessageResponse>('/api/auth/forgot-password', {
        method: 'POST',
        body: { email },
      })
      setSent(message)
    } catch (error) {
      setFailure(errorMessage(error))
    }
  })

  if (sent) {
    return (
      <FormOutcome tone="info" href="/auth" action="Back to sign in">
        {sent}
      </FormOutcome>
    )
  }

  return (
    <Form
      onSubmit={onSubmit}
      onFocus={resolver.preload}
      onPointerEnter={resolver.preload}
      noValidate
    >
      {failure && (
        <Notice $tone="danger" role="alert">
          {failure}
        </Notice>
      )}
      <EmailField
        id="forgot-email"
        label="Email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <Actions>
        <SubmitButton pending={isSubmitting} pendingLabel="Sending...">
          Send Reset Link
        </SubmitButton>
      </Actions>
    </Form>
  )
}
