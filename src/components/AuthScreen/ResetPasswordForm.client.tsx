'use client'

import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'

import { Actions, Form } from '@/components/Form/layout'
import { lazyResolver } from '@/components/Form/lazyResolver'
import { SubmitButton } from '@/components/Form/SubmitButton.client'
import { apiFetch } from '@/lib/api/client'

import { errorMessage } from './authMessages'
import { FormOutcome } from './FormOutcome.client'
import { NewPasswordFields } from './NewPasswordFields.client'
import { Notice, TextLink } from './primitives'

const resolver = lazyResolver(() =>
  import('./authResolvers').then((module) => module.resetPasswordResolver),
)

type Props = {
  token: string | null
  /** Why the link's token cannot work (checked on the server), or null when it may. */
  linkProblem: string | null
}

export function ResetPasswordForm({ token, linkProblem }: Props) {
  const [done, setDone] = useState(false)
  // The form stays up after a refusal: the server may object to the password, not the link.
  const [failure, setFailure] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver,
    defaultValues: { token: token ?? '', password: '', confirmPassword: '' },
  })
  const password = useWatch({ control, name: 'password' })

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null)
    try {
      await apiFetch<{ success: true }>('/api/auth/reset-password', {
        method: 'POST',
        body: values,
      })
      setDone(true)
    } catch (error) {
      setFailure(errorMessage(error))
    }
  })

  if (done) {
    return (
      <FormOutcome tone="success" href="/auth" action="Go to sign in">
        Your password has been reset. Sign in with your new password.
      </FormOutcome>
    )
  }

  if (linkProblem) {
    return (
      <FormOutcome tone="danger" href="/auth/forgot" action="Request a new reset link">
        {linkProblem}
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
          <span>{failure}</span>
          <TextLink href="/auth/forgot">Request a new reset link</TextLink>
        </Notice>
      )}
      <NewPasswordFields
        idPrefix="reset"
        label="New password"
        confirmLabel="Confirm new password"
        password={password}
        register={register}
        errors={errors}
      />
      <Actions>
        <SubmitButton pending={isSubmitting} pendingLabel="Resetting...">
          Reset Password
        </SubmitButton>
      </Actions>
    </Form>
  )
}
