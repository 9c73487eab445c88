'use client'

import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import styled from 'styled-components'

import { EmailField } from '@/components/Form/EmailField.client'
import { Actions, Form } from '@/components/Form/layout'
import { lazyResolver } from '@/components/Form/lazyResolver'
import { PasswordField } from '@/components/Form/PasswordField.client'
import { SubmitButton } from '@/components/Form/SubmitButton.client'
import { toast } from '@/components/Toast/useToast'
import { apiFetch } from '@/lib/api/client'

import { greetingName } from './authMessages'
import { asNewAttempt, failureToast } from './authToasts'
import { CardHeading, CardLede, SwitchLine, TextButton, TextLink } from './primitives'
import type { LoginResponse } from './types'
import { useSignedIn } from './useSignedIn'
import { theme } from '@/styles/theme'

const resolver = lazyResolver(() =>
  import('./authResolvers').then((module) => module.loginResolver),
)

const Forgot = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: -${theme.space(3)};
`

type Props = {
  next: string | null
  defaultEmail: string
  /** True when the user comes back from the code step, so the keyboard lands in the form. */
  focusOnMount: boolean
  onMfaRequired: (email: string) => void
  /** Opens the register tab. */
  onCreateAccount: () => void
}

export function LoginForm({
  next,
  defaultEmail,
  focusOnMount,
  onMfaRequired,
  onCreateAccount,
}: Props) {
  const { signedIn, leaving } = useSignedIn(next)
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver,
    defaultValues: { email: defaultEmail, password: '' },
  })

  useEffect(() => {
    if (focusOnMount) setFocus(defaultEmail ? 'password' : 'email')
  }, [focusOnMount, defaultEmail, setFocus])

  const onSubmit = handleSubmit(async ({ email, password }, event) => {
    try {
      const result = await apiFetch<LoginResponse>('/api/auth/login', {
        method: 'POST',
        body: { email, password },
      })
      if (result.requiresMfa) {
        toast({
          title: 'MFA Required',
          description: 'Please enter your authenticator code to continue.',
        })
        onMfaRequired(email)
        return
      }
      signedIn(result.user, {
        title: 'Login Successful',
        description: `Welcome back, ${greetingName(result.user)}`,
      })
    } catch (error) {
      failureToast('Login Failed', error, event)
    }
  })

  const pending = isSubmitting || leaving

  return (
    <>
      <CardHeading>Welcome back</CardHeading>
      <CardLede>Sign in to stream, collect and download.</CardLede>
      <Form
        onSubmit={asNewAttempt(onSubmit)}
        onFocus={resolver.preload}
        onPointerEnter={resolver.preload}
        noValidate
      >
        <EmailField
          id="login-email"
          label="Email"
          autoComplete="username"
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          id="login-password"
          label="Password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        {/* After the field, not on its label line, so Tab goes from e-mail straight to password. */}
        <Forgot>
          <TextLink href="/auth/forgot">Forgot password?</TextLink>
        </Forgot>
        <Actions>
          <SubmitButton pending={pending} pendingLabel="Signing In...">
            Sign In
          </SubmitButton>
        </Actions>
      </Form>
      <SwitchLine>
        New here?{' '}
        <TextButton type="button" onClick={onCreateAccount}>
          Create an account
        </TextButton>
      </SwitchLine>
    </>
  )
}
