'use client'

import { useForm, useWatch } from 'react-hook-form'
import styled from 'styled-components'

import { EmailField } from '@/components/Form/EmailField.client'
import { HintText } from '@/components/Form/FieldText.client'
import { Actions, Form } from '@/components/Form/layout'
import { lazyResolver } from '@/components/Form/lazyResolver'
import { SubmitButton } from '@/components/Form/SubmitButton.client'
import { TextField } from '@/components/Form/TextField.client'
import { ConsentCheckbox } from '@/components/Privacy/ConsentCheckbox.client'
import { apiFetch } from '@/lib/api/client'
import { MIN_REGISTER_STRENGTH, passwordStrength } from '@/lib/validation/passwordStrength'

import { greetingName } from './authMessages'
import { asNewAttempt, failureToast } from './authToasts'
import { NewPasswordFields } from './NewPasswordFields.client'
import { CardHeading, CardLede, Row, SwitchLine, TextButton } from './primitives'
import type { UserResponse } from './types'
import { useSignedIn } from './useSignedIn'

const resolver = lazyResolver(() =>
  import('./authResolvers').then((module) => module.registerResolver),
)

// Under the full-width button, so it takes the whole row and sits centred.
const StrengthHint = styled(HintText)`
  width: 100%;
  text-align: center;
`

type Props = {
  next: string | null
  brand: string
  /** Opens the login tab. */
  onSignIn: () => void
}

export function RegisterForm({ next, brand, onSignIn }: Props) {
  const { signedIn, leaving } = useSignedIn(next)
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver,
    defaultValues: {
      email: '',
      username: '',
      firstName: '',
      lastName: '',
      password: '',
      confirmPassword: '',
      consentToDataProcessing: false,
    },
  })
  const password = useWatch({ control, name: 'password' })
  const tooWeak = passwordStrength(password).score < MIN_REGISTER_STRENGTH

  const onSubmit = handleSubmit(
    async ({ email, username, firstName, lastName, password }, event) => {
      try {
        // The schema only lets the form through with the box ticked.
        const { user } = await apiFetch<UserResponse>('/api/auth/register', {
          method: 'POST',
          body: { email, username, firstName, lastName, password, consentToDataProcessing: true },
        })
        signedIn(user, {
          title: 'Registration Successful',
          description: `Welcome to ${brand}, ${greetingName(user)}`,
        })
      } catch (error) {
        failureToast('Registration Failed', error, event)
      }
    },
  )

  const pending = isSubmitting || leaving

  return (
    <>
      <CardHeading>Join the movement</CardHeading>
      <CardLede>Create your account to buy tracks and keep them in your vault.</CardLede>
      <Form
        onSubmit={asNewAttempt(onSubmit)}
        onFocus={resolver.preload}
        onPointerEnter={resolver.preload}
        noValidate
      >
        <EmailField
          id="register-email"
          label="Email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          id="register-username"
          label="Username"
          autoComplete="off"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          placeholder="letters, numbers, _"
          error={errors.username?.message}
          {...register('username')}
        />
        <Row>
          <TextField
            id="register-first-name"
            label="First name"
            autoComplete="given-name"
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <TextField
            id="register-last-name"
            label="Last name"
            autoComplete="family-name"
            error={errors.lastName?.message}
            {...register('lastName')}
          />
        </Row>
        <NewPasswordFields
          idPrefix="register"
          label="Password"
          confirmLabel="Confirm password"
          password={password}
          register={register}
          errors={errors}
        />
        <ConsentCheckbox
          id="register-consent"
          error={errors.consentToDataProcessing?.message}
          {...register('consentToDataProcessing')}
        />
        <Actions>
          <SubmitButton
            pending={pending}
            pendingLabel="Creating Account..."
            disabled={tooWeak}
            aria-describedby={tooWeak ? 'register-strength-hint' : undefined}
          >
            Create Account
          </SubmitButton>
          {tooWeak && (
            <StrengthHint id="register-strength-hint">
              Please create a stronger password to continue
            </StrengthHint>
          )}
        </Actions>
      </Form>
      <SwitchLine>
        Already have an account?{' '}
        <TextButton type="button" onClick={onSignIn}>
          Sign in instead
        </TextButton>
      </SwitchLine>
    </>
  )
}
