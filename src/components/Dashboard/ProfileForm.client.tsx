'use client'

import { useEffect } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import styled from 'styled-components'
import type { z } from 'zod'

import { EmailField } from '@/components/Form/EmailField.client'
import { FormActions } from '@/components/Form/FormActions.client'
import { Form } from '@/components/Form/layout'
import { lazyResolver } from '@/components/Form/lazyResolver'
import { PasswordField } from '@/components/Form/PasswordField.client'
import { submitOnce } from '@/components/Form/submitOnce'
import { TextField } from '@/components/Form/TextField.client'
import { useSession } from '@/components/Session/useSession'
import { toast } from '@/components/Toast/toast'
import { apiFetch } from '@/lib/api/client'
import type { PublicUser } from '@/lib/auth/publicUser'
import type { profileSchema } from '@/lib/validation/auth'

import { profileGrid } from './profileGrid'
import { ProfilePendingEmail } from './ProfilePendingEmail.client'
import type { ProfileFormContext } from './profileResolver'
import { theme } from '@/styles/theme'

const resolver = lazyResolver(() =>
  import('./profileResolver').then((module) => module.profileResolver),
)

type Props = {
  user: PublicUser
  /** Back to the read-only view, after a save or a cancel. */
  onDone: () => void
}

type ProfileResponse = { user: PublicUser; message?: string }

const valuesOf = (user: PublicUser) => ({
  email: user.email,
  firstName: user.firstName ?? '',
  lastName: user.lastName ?? '',
  currentPassword: '',
})

const isSameAddress = (typed: string | undefined, current: string) =>
  (typed ?? '').trim().toLowerCase() === current.toLowerCase()

/**
 * PATCH /api/user/profile; the saved user goes to the session, so the navigation's name follows.
 * A new e-mail asks for the current password and waits for the link mailed to it: the answer's
 * message says so, and the pending address shows until the link is opened.
 */
export function ProfileForm({ user, onDone }: Props) {
  const { setUser } = useSession()
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    control,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof profileSchema>, ProfileFormContext, z.output<typeof profileSchema>>({
    resolver,
    context: { currentEmail: user.email },
    defaultValues: valuesOf(user),
  })
  const emailChanged = !isSameAddress(useWatch({ control, name: 'email' }), user.email)

  useEffect(() => setFocus('email'), [setFocus])

  const onSubmit = handleSubmit(async ({ currentPassword, ...values }) => {
    try {
      const { user: saved, message } = await apiFetch<ProfileResponse>('/api/user/profile', {
        method: 'PATCH',
        body: emailChanged ? { ...values, currentPassword } : values,
      })
      setUser(saved)
      toast(
        message
          ? { title: 'Check Your Inbox', description: message }
          : { title: 'Profile Updated', description: 'Your profile has been saved successfully.' },
      )
      onDone()
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Update Failed',
        description:
          error instanceof Error && error.message ? error.message : 'Failed to update profile.',
      })
    }
  })

  const cancel = () => {
    reset(valuesOf(user))
    onDone()
  }

  return (
    <Form
      onSubmit={submitOnce(isSubmitting, onSubmit)}
      onFocus={resolver.preload}
      onPointerEnter={resolver.preload}
      noValidate
      aria-label="Edit profile"
    >
      <Fields>
        <EmailField
          label="Email"
          autoComplete="email"
          hint={emailChanged ? 'We will send a link to the new address to confirm it.' : undefined}
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="First name"
          autoComplete="given-name"
          maxLength={50}
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          maxLength={50}
          error={errors.lastName?.message}
          {...register('lastName')}
        />
      </Fields>
      {emailChanged && (
        <PasswordSlot>
          <PasswordField
            label="Current password"
            autoComplete="current-password"
            hint="Changing your e-mail needs your password."
            error={errors.currentPassword?.message}
            {...register('currentPassword')}
          />
        </PasswordSlot>
      )}
      {user.pendingEmail && !emailChanged && (
        <ProfilePendingEmail email={user.email} pendingEmail={user.pendingEmail} />
      )}
      <FormActions busy={isSubmitting} label="Save" busyLabel="Saving…" onCancel={cancel} />
    </Form>
  )
}

// align-items: start keeps the inputs level when one of them shows an error below it.
const Fields = styled.div`
  ${profileGrid}
  align-items: start;
  gap: ${theme.space(5)};
`

const PasswordSlot = styled.div`
  max-width: 420px;
`
