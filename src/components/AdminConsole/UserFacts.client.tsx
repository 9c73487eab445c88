'use client'

import styled from 'styled-components'

import { ToneBadge } from '@/components/Primitives/StatusBadge.client'

import type { AdminUser } from './types'
import { accountStatusTone, formatLastLogin, formatWhen, fullName, roleTone } from './userDirectory'
import { theme } from '@/styles/theme'

/** The account at a glance, as the spec's user detail lists it. */
export function UserFacts({ user }: { user: AdminUser }) {
  const name = fullName(user)
  return (
    <Facts>
      <Fact $wide>
        <dt>Email</dt>
        <dd>{user.email}</dd>
      </Fact>
      <Fact $wide>
        <dt>Name</dt>
        <dd data-muted={!name || undefined}>{name || 'Not set'}</dd>
      </Fact>
      <Fact>
        <dt>Account status</dt>
        <dd>
          <ToneBadge tone={accountStatusTone(user.accountStatus)}>{user.accountStatus}</ToneBadge>
        </dd>
      </Fact>
      <Fact>
        <dt>Role</dt>
        <dd>
          <ToneBadge tone={roleTone(user.role)}>{user.role}</ToneBadge>
        </dd>
      </Fact>
      <Fact>
        <dt>Email verified</dt>
        <dd>{user.emailVerified ? 'Yes' : 'No'}</dd>
      </Fact>
      <Fact>
        <dt>Login attempts</dt>
        <dd>{user.loginAttempts}</dd>
      </Fact>
      <Fact>
        <dt>Active sessions</dt>
        <dd>{user.activeSessionCount}</dd>
      </Fact>
      <Fact>
        <dt>MFA</dt>
        <dd>{user.mfaEnabled ? 'On' : 'Off'}</dd>
      </Fact>
      <Fact>
        <dt>Member since</dt>
        <dd>
          <time dateTime={user.createdAt}>
            {formatWhen(user.createdAt, 'Unknown', { time: false })}
          </time>
        </dd>
      </Fact>
      <Fact>
        <dt>Last login</dt>
        <dd data-muted={!user.lastLoginAt || undefined}>
          {user.lastLoginAt ? (
            <time dateTime={user.lastLoginAt}>{formatLastLogin(user.lastLoginAt)}</time>
          ) : (
            formatLastLogin(null)
          )}
        </dd>
      </Fact>
    </Facts>
  )
}

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 1px;
  margin: 0;
  overflow: hidden;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  /* The 1px gaps show this colour: hairlines between the cells. */
  background: ${theme.colors.border};

  @media (min-width: ${theme.breakpoints.md}) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`

const Fact = styled.div<{ $wide?: boolean }>`
  display: grid;
  align-content: start;
  gap: ${theme.space(2)};
  min-width: 0;
  padding: ${theme.space(4)};
  background: ${theme.colors.surface};
  grid-column: ${({ $wide }) => ($wide ? '1 / -1' : 'auto')};

  @media (min-width: ${theme.breakpoints.md}) {
    grid-column: ${({ $wide }) => ($wide ? 'span 2' : 'auto')};
  }

  dt {
    color: ${theme.colors.muted};
    font-size: 0.7rem;
    font-weight: 800;
    letter-spacing: 0.14em;
    text-transform: uppercase;
  }

  dd {
    margin: 0;
    font-weight: 700;
    overflow-wrap: anywhere;
  }

  dd[data-muted] {
    color: ${theme.colors.muted};
    font-weight: 400;
  }
`
