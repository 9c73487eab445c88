'use client'

import styled from 'styled-components'

import { ButtonLink, buttonClassName } from '@/components/Form/buttons'
import { Actions } from '@/components/Form/layout'
import { useSession } from '@/components/Session/useSession'
import { theme } from '@/styles/theme'

/**
 * Who is signed in, the way to the dashboard, and the logout. Logout is a plain anchor on
 * purpose: /api/logout ends the session and redirects to /landing as a full navigation, and
 * next/link would prefetch it, which would sign the member out just by showing the page.
 */
export function AccountPanel() {
  const { user } = useSession()

  return (
    <Panel>
      <Who>
        Signed in as <strong>{user?.email}</strong>
      </Who>
      <Actions>
        <ButtonLink href="/dashboard" $tone="primary">
          Dashboard
        </ButtonLink>
        <a href="/api/logout" className={buttonClassName({ $tone: 'secondary' })}>
          Logout
        </a>
      </Actions>
    </Panel>
  )
}

const Panel = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(6)};
  padding: ${theme.space(6)};
  border: 1px solid ${theme.colors.border};
  border-left: 4px solid ${theme.colors.accent};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};

  @media (min-width: ${theme.breakpoints.md}) {
    padding: ${`${theme.space(6)} ${theme.space(8)}`};
  }
`

const Who = styled.p`
  min-width: 0;
  margin: 0;
  color: ${theme.colors.muted};
  font-size: 1.05rem;
  overflow-wrap: anywhere;

  strong {
    color: ${theme.colors.text};
  }
`
