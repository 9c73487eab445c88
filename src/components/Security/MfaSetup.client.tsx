'use client'

import { useState } from 'react'
import { useForm } from 'react-hook-form'
import styled from 'styled-components'
import type { z } from 'zod'

import { Button } from '@/components/Form/buttons'
import { errorMessage } from '@/components/Form/errorMessage'
import { FormActions } from '@/components/Form/FormActions.client'
import { Form } from '@/components/Form/layout'
import { lazyResolver } from '@/components/Form/lazyResolver'
import { submitOnce } from '@/components/Form/submitOnce'
import { TextField } from '@/components/Form/TextField.client'
import { StepTitle, Text } from '@/components/Primitives/Card'
import { toast } from '@/components/Toast/useToast'
import { apiFetch } from '@/lib/api/client'
import type { mfaSetupConfirmSchema } from '@/lib/validation/auth'

import { copyText } from './copyText'
import type { MfaSetupDone, MfaSetupStart } from './types'
import { theme } from '@/styles/theme'

const resolver = lazyResolver(() =>
  import('./securityResolvers').then((module) => module.mfaSetupConfirmResolver),
)

type Props = {
  setup: MfaSetupStart
  onConfirmed: (result: MfaSetupDone) => void
  onCancel: () => void
}

/** Step two of enabling MFA: scan (or type) the pending secret, then prove it with a code. */
export function MfaSetup({ setup, onConfirmed, onCancel }: Props) {
  const [copied, setCopied] = useState('')
  const {
    register,
    handleSubmit,
    setValue,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<
    z.input<typeof mfaSetupConfirmSchema>,
    unknown,
    z.output<typeof mfaSetupConfirmSchema>
  >({ resolver, defaultValues: { token: '' } })

  const onSubmit = handleSubmit(async ({ token }) => {
    try {
      const result = await apiFetch<MfaSetupDone>('/api/auth/mfa/setup', {
        method: 'POST',
        body: { secret: setup.secret, token },
      })
      onConfirmed(result)
    } catch (error) {
      toast({ variant: 'destructive', title: 'MFA Setup Failed', description: errorMessage(error) })
      setValue('token', '')
      setFocus('token')
    }
  })

  const copySecret = async () => {
    setCopied((await copyText(setup.secret)) ? 'Key copied.' : 'Copying is blocked here.')
  }

  return (
    <Layout>
      <QrFrame>
        {/* A data: URL drawn by the server: nothing for next/image to optimise, and a plain
            img keeps its client code off the dashboard. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img
          src={setup.qrCode}
          alt="QR code for your authenticator app"
          width={176}
          height={176}
          loading="lazy"
          decoding="async"
        />
      </QrFrame>
      <Steps>
        <StepTitle>Scan the code, then confirm</StepTitle>
        <Text>
          Scan it with an authenticator app (Google Authenticator, 1Password, Authy…). On this
          phone, or can’t scan? Enter this key by hand:
        </Text>
        <SecretRow>
          <Secret data-testid="mfa-secret">{setup.secret}</Secret>
          <Button type="button" $tone="secondary" $size="sm" onClick={copySecret}>
            Copy key
          </Button>
          <Live role="status">{copied}</Live>
        </SecretRow>
        <Form
          onSubmit={submitOnce(isSubmitting, onSubmit)}
          onFocus={resolver.preload}
          onPointerEnter={resolver.preload}
          noValidate
        >
          <TextField
            label="6-digit code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder="000000"
            mono
            data-autofocus
            error={errors.token?.message}
            {...register('token')}
          />
          <FormActions
            busy={isSubmitting}
            label="Confirm"
            busyLabel="Confirming…"
            onCancel={onCancel}
          />
        </Form>
      </Steps>
    </Layout>
  )
}

const Layout = styled.div`
  display: grid;
  gap: ${theme.space(6)};

  @container (min-width: 560px) {
    grid-template-columns: auto minmax(0, 1fr);
    align-items: start;
  }
`

const QrFrame = styled.div`
  justify-self: center;
  padding: ${theme.space(3)};
  border-radius: ${theme.radii.md};
  background: #fff;
  box-shadow: 0 0 0 4px rgba(255, 45, 85, 0.35);
  line-height: 0;
`

const Steps = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(3)};
  min-width: 0;
  max-width: 560px;
`

const SecretRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(3)};
`

const Secret = styled.code`
  flex: 1 1 220px;
  padding: ${`${theme.space(3)} ${theme.space(4)}`};
  border: 1px dashed ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.background};
  font-family: ${theme.fonts.mono};
  font-size: 0.95rem;
  letter-spacing: 0.12em;
  word-break: break-all;
  user-select: all;
`

const Live = styled.p`
  margin: 0;
  font-size: 0.82rem;
  color: ${theme.colors.muted};
`
