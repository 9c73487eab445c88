'use client'

import type { FieldError, UseFormRegisterReturn } from 'react-hook-form'

import { PasswordField } from '@/components/Form/PasswordField.client'

import { PasswordStrengthMeter } from './PasswordStrengthMeter.client'

type Name = 'password' | 'confirmPassword'

type Props = {
  /** Keeps the ids unique per form: `${idPrefix}-password`, `${idPrefix}-confirm-password`. */
  idPrefix: string
  label: string
  confirmLabel: string
  /** The typed password, for the meter. */
  password: string
  /** The form's own register and errors: any form with these two fields fits. */
  register: (name: Name) => UseFormRegisterReturn
  errors: Partial<Record<Name, FieldError>>
}

/** Choosing a password (registration, reset): the password, its strength, then it again. */
export function NewPasswordFields({
  idPrefix,
  label,
  confirmLabel,
  password,
  register,
  errors,
}: Props) {
  return (
    <>
      <PasswordField
        id={`${idPrefix}-password`}
        label={label}
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordStrengthMeter id={`${idPrefix}-password-strength`} password={password} />
      <PasswordField
        id={`${idPrefix}-confirm-password`}
        label={confirmLabel}
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
    </>
  )
}
