'use client'

import { useState } from 'react'
import styled from 'styled-components'

import { Button } from '@/components/Form/buttons'
import { errorMessage } from '@/components/Form/errorMessage'
import { Badge, Card, CardHeader, CardTitle, Text } from '@/components/Primitives/Card'
import { useSession } from '@/components/Session/useSession'
import { toast } from '@/components/Toast/useToast'
import { apiFetch } from '@/lib/api/client'
import type { PublicUser } from '@/lib/auth/publicUser'

import { formatDate } from './dataRequests'
import { InlineLink } from './InlineLink'
import { theme } from '@/styles/theme'

/** Whether the member agreed to the processing of their data; older accounts can agree here. */
export function ConsentCard() {
  const { user, setUser } = useSession()
  const [saving, setSaving] = useState(false)

  if (!user) return null
  const given = user.consentToDataProcessing

  const giveConsent = async () => {
    if (saving) return
    setSaving(true)
    try {
      const { user: saved } = await apiFetch<{ user: PublicUser }>('/api/user/consent', {
        method: 'POST',
        body: { consent: true },
      })
      setUser(saved)
      toast({ title: 'Consent Saved', description: 'Thank you. Your choice has been recorded.' })
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Consent Not Saved',
        description: errorMessage(error),
      })
    } finally {
      setSaving(false)
    }
  }

  return (
    <Card aria-labelledby="privacy-consent-title">
      <CardHeader>
        <CardTitle id="privacy-consent-title">Consent</CardTitle>
        <Badge $tone={given ? 'on' : 'off'}>{given ? 'Given' : 'Not given'}</Badge>
      </CardHeader>
      {given ? (
        <Text>
          You agreed to the processing of your personal data
          {user.consentDate && (
            <>
              {' '}
              on{' '}
              <Strong as="time" dateTime={user.consentDate} suppressHydrationWarning>
                {formatDate(user.consentDate)}
              </Strong>
            </>
          )}
          , as described in the <InlineLink href="/privacy">Privacy Policy</InlineLink>.
        </Text>
      ) : (
        <>
          <Text>
            We have no record of your consent to the processing of your personal data, as described
            in the <InlineLink href="/privacy">Privacy Policy</InlineLink>.
          </Text>
          <div>
            <Button type="button" onClick={giveConsent} aria-disabled={saving || undefined}>
              {saving ? 'Saving…' : 'Give consent'}
            </Button>
          </div>
        </>
      )}
    </Card>
  )
}

const Strong = styled.strong`
  color: ${theme.colors.text};
`
