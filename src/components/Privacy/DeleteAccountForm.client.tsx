'use client'

import { useMemo } from 'react'
import { useForm } from 'react-hook-form'
import styled from 'styled-components'

import { errorMessage } from '@/components/Form/errorMessage'
import { FormActions } from '@/components/Form/FormActions.client'
import { Form } from '@/components/Form/layout'
import { lazyResolver } from '@/components/Form/lazyResolver'
import { PasswordField } from '@/components/Form/PasswordField.client'
import { submitOnce } from '@/components/Form/submitOnce'
import { TextField } from '@/components/Form/TextField.client'
import { StepTitle } from '@/components/Primitives/Card'
import { apiFetch } from '@/lib/api/client'

import type { DeleteAccountInput } from './deleteAccountFormSchema'
import { deleteAccountBody, refusedField } from './deleteAccountRequest'

type Props = {
  mfaEnabled: boolean
  onDeleted: () => Promise<void>
  onCancel: () => void
}

/** The last step before deleting the account: both factors, like turning MFA off. */
export function DeleteAccountForm({ mfaEnabled, onDeleted, onCancel }: Props) {
  const resolver = useMemo(
    () =>
      lazyResolver(() =>
        import('./deleteAccountResolver').then((module) =>
          module.deleteAccountResolver(mfaEnabled),
        ),
      ),
    [mfaEnabled],
  )
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<DeleteAccountInput>({
    resolver,
    defaultValues: { password: '', token: '' },
  })

  const onSubmit = handleSubmit(async (values) => {
    try {
      await apiFetch('/api/user/delete-account', {
        method: 'POST',
        body: deleteAccountBody(values),
      })
    } catch (error) {
      const message = errorMessage(error)
      const field = refusedField(message, mfaEnabled)
      if (mfaEnabled) setValue('token', '')
      setError(field, { message }, { shouldFocus: true })
      return
    }
    await onDeleted()
  })

  return (
    <StepForm
      onSubmit={submitOnce(isSubmitting, onSubmit)}
      onFocus={resolver.preload}
      onPointerEnter={resolver.preload}
      noValidate
      aria-labelledby="privacy-delete-confirm"
    >
      <StepTitle id="privacy-delete-confirm">Confirm it’s you</StepTitle>
      <PasswordField
        id="privacy-delete-password"
        label="Password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      {mfaEnabled && (
        <TextField
          id="privacy-delete-code"
          label="Authenticator or backup code"
          autoComplete="one-time-code"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={11}
          error={errors.token?.message}
          {...register('token')}
        />
      )}
      <FormActions
        busy={isSubmitting}
        label="Delete account"
        busyLabel="Deleting…"
        tone="danger"
        onCancel={onCancel}
      />
    </StepForm>
  )
}

// A narrow card: the fields shrink with it instead of pushing past its edge.
const StepForm = styled(Form)`
  grid-template-columns: minmax(0, 1fr);
`
