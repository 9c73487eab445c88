'use client'

import { type FormEvent, useState } from 'react'

import { Actions, Form } from '@/components/Form/layout'
import { SubmitButton } from '@/components/Form/SubmitButton.client'
import { useSession } from '@/components/Session/useSession'
import { ApiError, apiFetch } from '@/lib/api/client'

import { errorMessage } from './authMessages'
import { FormOutcome } from './FormOutcome.client'
import { Notice, TextLink } from './primitives'

type Props = {
  token: string | null
  /** Why the link's token cannot work (checked on the server), or null when it may. */
  linkProblem: string | null
}

/**
 * The change is applied by a button, not by opening the page: mail scanners and link previews
 * fetch links, and must not confirm an address nobody looked at.
 */
export function ConfirmEmailForm({ token, linkProblem }: Props) {
  const { refresh } = useSession()
  const [confirmed, setConfirmed] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  // The server's refusal (used, expired, replaced, taken) is final; a network failure may retry.
  const [refusal, setRefusal] = useState<string | null>(null)
  const [pending, setPending] = useState(false)

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (pending) return
    setPending(true)
    setFailure(null)
    try {
      const { email } = await apiFetch<{ success: true; email: string }>(
        '/api/user/email/confirm',
        { method: 'POST', body: { token } },
      )
      setConfirmed(email)
      // Signed in on this device, the navigation and the dashboard show the new address.
      void refresh({ force: true })
    } catch (error) {
      if (error instanceof ApiError && error.status < 500) setRefusal(error.message)
      else setFailure(errorMessage(error))
    } finally {
      setPending(false)
    }
  }

  if (confirmed) {
    return (
      <FormOutcome tone="success" href="/dashboard" action="Go to your dashboard">
        Your e-mail address is now {confirmed}. Use it to sign in from now on.
      </FormOutcome>
    )
  }

  if (linkProblem || refusal) {
    return (
      <FormOutcome tone="danger" href="/dashboard" action="Go to your dashboard">
        {linkProblem ?? refusal}
      </FormOutcome>
    )
  }

  return (
    <Form onSubmit={onSubmit} noValidate aria-label="Confirm your new e-mail address">
      {failure && (
        <Notice $tone="danger" role="alert">
          <span>{failure}</span>
          <TextLink href="/dashboard">Go to your dashboard</TextLink>
        </Notice>
      )}
      <Notice $tone="info">
        Your account keeps its current address until you confirm. Afterwards you sign in with the
        new one.
      </Notice>
      <Actions>
        <SubmitButton pending={pending} pendingLabel="Confirming...">
          Confirm Address
        </SubmitButton>
      </Actions>
    </Form>
  )
}
