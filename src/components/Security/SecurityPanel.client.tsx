'use client'

import { useState } from 'react'
import styled from 'styled-components'

import { hasRole } from '@/access/roles'
import { Stack } from '@/components/Primitives/Stack'
import { useSession } from '@/components/Session/useSession'

import { ActiveSessions } from './ActiveSessions.client'
import { ChangePasswordForm } from './ChangePasswordForm.client'
import { MfaPrompt } from './MfaPrompt.client'
import { MFA_SECTION_ID, MfaSection } from './MfaSection.client'
import { theme } from '@/styles/theme'

/** MFA, password and sessions for the signed-in user; the page's route guard supplies the user. */
export function SecurityPanel() {
  const { user } = useSession()
  // Bumped after a password change, which ends the other sessions, to reload that list.
  const [sessionsVersion, setSessionsVersion] = useState(0)

  if (!user) return null

  // Staff accounts reach user data, so the panel pushes them harder to turn MFA on.
  const urgeMfa = hasRole(user, 'admin', 'viewer') && !user.mfaEnabled

  return (
    <Stack $gap={5}>
      {urgeMfa && <MfaPrompt target={`${MFA_SECTION_ID}-title`} />}
      <Grid>
        <Area $name="mfa">
          <MfaSection enabled={user.mfaEnabled} />
        </Area>
        <Area $name="password">
          <ChangePasswordForm onChanged={() => setSessionsVersion((n) => n + 1)} />
        </Area>
        <Area $name="sessions">
          <ActiveSessions key={sessionsVersion} />
        </Area>
      </Grid>
    </Stack>
  )
}

// MFA and the session list need width (QR code, device rows); the password form reads best
// narrow, so it sits in a side column on wide screens.
const Grid = styled.div`
  display: grid;
  gap: ${theme.space(5)};

  @media (min-width: ${theme.breakpoints.lg}) {
    grid-template-columns: minmax(0, 1fr) minmax(320px, 380px);
    grid-template-areas:
      'mfa password'
      'sessions password';
  }
`

const Area = styled.div<{ $name: 'mfa' | 'password' | 'sessions' }>`
  display: grid;
  min-width: 0;

  @media (min-width: ${theme.breakpoints.lg}) {
    grid-area: ${({ $name }) => $name};
    align-self: ${({ $name }) => ($name === 'password' ? 'start' : 'stretch')};
  }
`
