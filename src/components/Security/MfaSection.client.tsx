'use client'

import { useEffect, useRef, useState } from 'react'
import styled from 'styled-components'

import { errorMessage } from '@/components/Form/errorMessage'
import { Badge, Card, CardHeader, CardTitle } from '@/components/Primitives/Card'
import { useSession } from '@/components/Session/useSession'
import { toast } from '@/components/Toast/useToast'
import { apiFetch } from '@/lib/api/client'
import type { PublicUser } from '@/lib/auth/publicUser'

import { BackupCodes } from './BackupCodes.client'
import { MfaDisableForm } from './MfaDisableForm.client'
import { MfaSetup } from './MfaSetup.client'
import { MfaStatus } from './MfaStatus.client'
import type { MfaSetupDone, MfaSetupStart } from './types'

type Step =
  | { name: 'status' }
  | { name: 'setup'; setup: MfaSetupStart }
  | { name: 'codes'; codes: string[] }
  | { name: 'disable' }

export const MFA_SECTION_ID = 'security-mfa'

export function MfaSection({ enabled }: { enabled: boolean }) {
  const { setUser, refresh } = useSession()
  const [step, setStep] = useState<Step>({ name: 'status' })
  const [starting, setStarting] = useState(false)
  const panel = useRef<HTMLDivElement>(null)
  const moved = useRef(false)

  // The button that was pressed disappears with each step, so focus follows the user to the
  // next one instead of falling back to the top of the page.
  useEffect(() => {
    if (!moved.current) return
    moved.current = false
    panel.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus()
  }, [step])

  const go = (next: Step) => {
    moved.current = true
    setStep(next)
  }

  const startSetup = async () => {
    if (starting) return
    setStarting(true)
    try {
      const setup = await apiFetch<MfaSetupStart>('/api/auth/mfa/setup', {
        method: 'POST',
        body: {},
      })
      go({ name: 'setup', setup })
    } catch (error) {
      toast({ variant: 'destructive', title: 'MFA Setup Failed', description: errorMessage(error) })
    } finally {
      setStarting(false)
    }
  }

  const confirmed = ({ user, backupCodes }: MfaSetupDone) => {
    // The returned user is current: storing it keeps the page mounted while the codes show.
    setUser(user)
    go({ name: 'codes', codes: backupCodes })
  }

  const turnedOff = (user: PublicUser) => {
    // The answer flips the card to Off at once; the refetch spec §4 asks for then confirms it.
    setUser(user)
    go({ name: 'status' })
    void refresh({ force: true })
  }

  const status = () => go({ name: 'status' })

  return (
    <Card aria-labelledby={`${MFA_SECTION_ID}-title`}>
      <CardHeader>
        <CardTitle id={`${MFA_SECTION_ID}-title`}>Multi-factor authentication</CardTitle>
        <Badge $tone={enabled ? 'on' : 'off'} data-testid="mfa-status">
          <Dot aria-hidden="true" />
          {enabled ? 'On' : 'Off'}
        </Badge>
      </CardHeader>
      <div ref={panel}>
        {step.name === 'setup' && (
          <MfaSetup setup={step.setup} onConfirmed={confirmed} onCancel={status} />
        )}
        {step.name === 'codes' && <BackupCodes codes={step.codes} onSaved={status} />}
        {step.name === 'disable' && <MfaDisableForm onDisabled={turnedOff} onCancel={status} />}
        {step.name === 'status' && (
          <MfaStatus
            enabled={enabled}
            starting={starting}
            onEnable={startSetup}
            onDisable={() => go({ name: 'disable' })}
          />
        )}
      </div>
    </Card>
  )
}

const Dot = styled.span`
  width: 7px;
  height: 7px;
  border-radius: 50%;
  background: currentColor;
`
