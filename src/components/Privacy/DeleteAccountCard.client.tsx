'use client'

import { useEffect, useRef, useState } from 'react'
import styled from 'styled-components'

import { Button } from '@/components/Form/buttons'
import { Badge, Card, CardHeader, CardTitle, Text } from '@/components/Primitives/Card'
import { useSession } from '@/components/Session/useSession'
import { toast } from '@/components/Toast/useToast'

import { DeleteAccountForm } from './DeleteAccountForm.client'
import { theme } from '@/styles/theme'

/** The danger zone: deleting the account, after a warning and the password (and MFA code). */
export function DeleteAccountCard() {
  const { user, logout } = useSession()
  const [confirming, setConfirming] = useState(false)
  const openButton = useRef<HTMLButtonElement>(null)
  const step = useRef<HTMLDivElement>(null)
  const moved = useRef(false)

  // Focus follows the step that replaces the pressed button, and comes back to it on Cancel.
  useEffect(() => {
    if (!moved.current) return
    moved.current = false
    if (confirming) step.current?.querySelector<HTMLInputElement>('input')?.focus()
    else openButton.current?.focus()
  }, [confirming])

  if (!user) return null

  const show = (next: boolean) => {
    moved.current = true
    setConfirming(next)
  }

  const deleted = async () => {
    // The server has already ended every session; logout only clears this tab and leaves the
    // dashboard without the guard sending the visitor to the login page.
    await logout({ redirectTo: '/landing' })
    toast({
      title: 'Account deleted',
      description: 'Your account and personal data are being removed.',
    })
  }

  return (
    <DangerCard aria-labelledby="privacy-delete-title">
      <CardHeader>
        <CardTitle id="privacy-delete-title">Delete my account</CardTitle>
        <Badge $tone="accent">Danger zone</Badge>
      </CardHeader>
      <Warning id="privacy-delete-warning">
        <strong>This cannot be undone.</strong> Your account, profile, sessions, messages and vault
        are removed and you are signed out everywhere. Purchases stay only as anonymous financial
        records, which we must keep for accounting.
      </Warning>
      {confirming ? (
        <div ref={step}>
          <DeleteAccountForm
            mfaEnabled={user.mfaEnabled}
            onDeleted={deleted}
            onCancel={() => show(false)}
          />
        </div>
      ) : (
        <div>
          <Button
            ref={openButton}
            type="button"
            $tone="danger"
            aria-describedby="privacy-delete-warning"
            onClick={() => show(true)}
          >
            Delete my account
          </Button>
        </div>
      )}
    </DangerCard>
  )
}

const DangerCard = styled(Card)`
  border-color: rgba(239, 68, 68, 0.55);
  background:
    linear-gradient(180deg, rgba(239, 68, 68, 0.07), transparent 70%), ${theme.colors.surface};
`

const Warning = styled(Text)`
  strong {
    color: #ff8080;
  }
`
