'use client'

import { useForm } from 'react-hook-form'
import type { z } from 'zod'

import { errorMessage } from '@/components/Form/errorMessage'
import { FormActions } from '@/components/Form/FormActions.client'
import { Form } from '@/components/Form/layout'
import { lazyResolver } from '@/components/Form/lazyResolver'
import { submitOnce } from '@/components/Form/submitOnce'
import { TextField } from '@/components/Form/TextField.client'
import { StepTitle, Text } from '@/components/Primitives/Card'
import { toast } from '@/components/Toast/useToast'
import { apiFetch } from '@/lib/api/client'
import type { PublicUser } from '@/lib/auth/publicUser'
import type { mfaDisableSchema } from '@/lib/validation/auth'

const resolver = lazyResolver(() =>
  import('./securityResolvers').then((module) => module.mfaDisableResolver),
)

type Props = {
  onDisabled: (user: PublicUser) => void
  onCancel: () => void
}

/** Turning MFA off takes both factors, so a stolen session alone cannot do it. */
export function MfaDisableForm({ onDisabled, onCancel }: Props) {
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof mfaDisableSchema>, unknown, z.output<typeof mfaDisableSchema>>({
    resolver,
    defaultValues: { password: '', token: '' },
  })

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { user } = await apiFetch<{ user: PublicUser }>('/api/auth/mfa/disable', {
        method: 'POST',
        body: values,
      })
      toast({
        title: 'MFA Disabled',
        description: 'Multi-factor authentication has been disabled.',
      })
      onDisabled(user)
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Failed to Disable MFA',
        description: errorMessage(error),
      })
      setValue('token', '')
    }
  })

  return (
    <Form
      onSubmit={submitOnce(isSubmitting, onSubmit)}
      onFocus={resolver.preload}
      onPointerEnter={resolver.preload}
      noValidate
    >
      <StepTitle>Confirm it’s you</StepTitle>
      <Text>
        Enter your password and a current code from your app, or one of your backup codes.
      </Text>
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        data-autofocus
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label="Authenticator or backup code"
        autoComplete="one-time-code"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={11}
        error={errors.token?.message}
        {...register('token')}
      />
      <FormActions
        busy={isSubmitting}
        label="Disable MFA"
        busyLabel="Disabling…"
        tone="danger"
        onCancel={onCancel}
      />
    </Form>
  )
}
