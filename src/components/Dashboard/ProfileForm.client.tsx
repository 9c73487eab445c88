'use client'

import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import styled from 'styled-components'
import type { z } from 'zod'

import { EmailField } from '@/components/Form/EmailField.client'
import { Form } from '@/components/Form/layout'
import { lazyResolver } from '@/components/Form/lazyResolver'
import { TextField } from '@/components/Form/TextField.client'
import { FormActions } from '@/components/Security/FormActions.client'
import { submitOnce } from '@/components/Security/submitOnce'
import { useSession } from '@/components/Session/useSession'
import { toast } from '@/components/Toast/toast'
import { apiFetch } from '@/lib/api/client'
import type { PublicUser } from '@/lib/auth/publicUser'
import type { profileSchema } from '@/lib/validation/auth'

import { profileGrid } from './profileGrid'

const resolver = lazyResolver(() =>
  import('./profileResolver').then((module) => module.profileResolver),
)

type Props = {
  user: PublicUser
  /** Back to the read-only view, after a save or a cancel. */
  onDone: () => void
}

const valuesOf = (user: PublicUser) => ({
  email: user.email,
  firstName: user.firstName ?? '',
  lastName: user.lastName ?? '',
})

/** PATCH /api/user/profile; the saved user goes to the session, so the navigation's name follows. */
export function ProfileForm({ user, onDone }: Props) {
  const { setUser } = useSession()
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof profileSchema>, unknown, z.output<typeof profileSchema>>({
    resolver,
    defaultValues: valuesOf(user),
  })

  useEffect(() => setFocus('email'), [setFocus])

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { user: saved } = await apiFetch<{ user: PublicUser }>('/api/user/profile', {
        method: 'PATCH',
        body: values,
      })
      setUser(saved)
      toast({ title: 'Profile Updated', description: 'Your profile has been saved successfully.' })
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
      <FormActions busy={isSubmitting} label="Save" busyLabel="Saving…" onCancel={cancel} />
    </Form>
  )
}

// align-items: start keeps the inputs level when one of them shows an error below it.
const Fields = styled.div`
  ${profileGrid}
  align-items: start;
  gap: ${({ theme }) => theme.space(5)};
`
