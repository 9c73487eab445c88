'use client'

import { useForm } from 'react-hook-form'
import type { z } from 'zod'

import { errorMessage } from '@/components/Form/errorMessage'
import { FormActions } from '@/components/Form/FormActions.client'
import { Form } from '@/components/Form/layout'
import { lazyResolver } from '@/components/Form/lazyResolver'
import { submitOnce } from '@/components/Form/submitOnce'
import { TextField } from '@/components/Form/TextField.client'
import { Card, CardHeader, CardTitle, Text } from '@/components/Primitives/Card'
import { toast } from '@/components/Toast/useToast'
import { apiFetch } from '@/lib/api/client'
import type { changePasswordSchema } from '@/lib/validation/auth'

const resolver = lazyResolver(() =>
  import('./securityResolvers').then((module) => module.changePasswordResolver),
)

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' }

/**
 * The server ends every other session on success, so the parent is told to reload the list.
 * This session stays signed in (spec §4), so nothing in the session store changes.
 */
export function ChangePasswordForm({ onChanged }: { onChanged?: () => void }) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof changePasswordSchema>, unknown, z.output<typeof changePasswordSchema>>(
    { resolver, defaultValues: EMPTY },
  )

  const onSubmit = handleSubmit(async (values) => {
    try {
      await apiFetch<{ success: true }>('/api/auth/change-password', {
        method: 'POST',
        body: values,
      })
      toast({
        title: 'Password Changed',
        description: 'Your password has been updated successfully.',
      })
      reset(EMPTY)
      onChanged?.()
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Password Change Failed',
        description: errorMessage(error),
      })
    }
  })

  return (
    <Card aria-labelledby="security-password-title">
      <CardHeader>
        <CardTitle id="security-password-title">Change password</CardTitle>
      </CardHeader>
      <Text>Changing it signs you out everywhere else. This device stays signed in.</Text>
      <Form
        onSubmit={submitOnce(isSubmitting, onSubmit)}
        onFocus={resolver.preload}
        onPointerEnter={resolver.preload}
        noValidate
      >
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          hint="8 or more characters, with upper and lower case letters, a number and a symbol."
          error={errors.newPassword?.message}
          {...register('newPassword')}
        />
        <TextField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <FormActions busy={isSubmitting} label="Change password" busyLabel="Updating…" />
      </Form>
    </Card>
  )
}
