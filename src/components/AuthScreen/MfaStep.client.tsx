'use client'

import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import styled from 'styled-components'

import { Button } from '@/components/Form/buttons'
import { Actions, Form } from '@/components/Form/layout'
import { lazyResolver } from '@/components/Form/lazyResolver'
import { SubmitButton } from '@/components/Form/SubmitButton.client'
import { TextField } from '@/components/Form/TextField.client'
import { apiFetch } from '@/lib/api/client'

import { type CodeMode, isExpiredChallenge, normaliseCode } from './authMessages'
import { asNewAttempt, failureToast } from './authToasts'
import { CardHeading, CardLede, TextButton } from './primitives'
import type { UserResponse } from './types'
import { useSignedIn } from './useSignedIn'
import { theme } from '@/styles/theme'

const resolver = lazyResolver(() =>
  import('./authResolvers').then((module) => module.mfaStepResolver),
)

const CodeInput = styled.div`
  input {
    min-height: 60px;
    font-family: ${theme.fonts.mono};
    font-size: 1.6rem;
    letter-spacing: 0.35em;
    text-align: center;
  }
`

const Signed = styled.strong`
  color: ${theme.colors.text};
  overflow-wrap: anywhere;
`

const Switch = styled.div`
  display: flex;
  justify-content: center;
`

type Props = {
  next: string | null
  email: string
  onBack: () => void
  /** The server voided the challenge: the password has to be entered again. */
  onExpired: () => void
}

export function MfaStep({ next, email, onBack, onExpired }: Props) {
  const { signedIn, leaving } = useSignedIn(next)
  const [mode, setMode] = useState<CodeMode>('totp')
  const {
    register,
    handleSubmit,
    setFocus,
    setValue,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm({ resolver, defaultValues: { token: '' } })

  useEffect(() => setFocus('token'), [mode, setFocus])

  const switchMode = () => {
    setValue('token', '')
    clearErrors('token')
    setMode((current) => (current === 'totp' ? 'backup' : 'totp'))
  }

  const onSubmit = handleSubmit(async ({ token }) => {
    try {
      const { user } = await apiFetch<UserResponse>('/api/auth/mfa/verify', {
        method: 'POST',
        body: { token },
      })
      signedIn(user, {
        title: 'MFA Verified',
        description: 'Multi-factor authentication completed successfully.',
      })
    } catch (error) {
      failureToast('MFA Verification Failed', error)
      if (isExpiredChallenge(error)) return onExpired()
      setValue('token', '')
      setFocus('token')
    }
  })

  const field = register('token')
  const pending = isSubmitting || leaving
  const backup = mode === 'backup'

  return (
    <>
      <CardHeading>Verify it&apos;s you</CardHeading>
      <CardLede>
        {backup
          ? 'Enter one of your saved backup codes'
          : 'Enter the 6-digit code from your authenticator app'}{' '}
        to finish signing in as <Signed>{email}</Signed>.
      </CardLede>
      <Form
        onSubmit={asNewAttempt(onSubmit)}
        onFocus={resolver.preload}
        onPointerEnter={resolver.preload}
        noValidate
      >
        <CodeInput>
          <TextField
            key={mode}
            id="mfa-code"
            label={backup ? 'Backup code' : 'Authentication code'}
            type="text"
            inputMode={backup ? 'text' : 'numeric'}
            pattern={backup ? undefined : '[0-9]*'}
            autoComplete={backup ? 'off' : 'one-time-code'}
            autoCapitalize="none"
            spellCheck={false}
            maxLength={backup ? 11 : 6}
            placeholder={backup ? 'xxxxx-xxxxx' : '000000'}
            error={errors.token?.message}
            {...field}
            onChange={(event) => {
              event.target.value = normaliseCode(event.target.value, mode)
              return field.onChange(event)
            }}
          />
        </CodeInput>
        <Switch>
          <TextButton type="button" onClick={switchMode}>
            {backup ? 'Use your authenticator code' : 'Use a backup code'}
          </TextButton>
        </Switch>
        <Actions>
          <SubmitButton pending={pending} pendingLabel="Verifying...">
            Verify Code
          </SubmitButton>
          <Button
            type="button"
            $tone="secondary"
            $size="lg"
            $block
            onClick={onBack}
            disabled={pending}
          >
            Back to Login
          </Button>
        </Actions>
      </Form>
    </>
  )
}
