'use client'

import styled from 'styled-components'

import { Button } from '@/components/Form/buttons'
import { Badge } from '@/components/Primitives/Card'
import { Icon } from '@/components/Primitives/Icon'
import { Stack } from '@/components/Primitives/Stack'
import { sessionPlace } from '@/lib/auth/sessionPlace'

import { describeDevice } from './describeDevice'
import { formatDateTime, formatRelative } from './formatActivity'
import type { ActiveSession } from './types'
import { theme } from '@/styles/theme'

type Props = {
  session: ActiveSession
  pending: boolean
  /** Another sign-out is running: this button waits (aria-disabled keeps it focusable). */
  busy: boolean
  onSignOut: (session: ActiveSession) => void
}

const isHandheld = (agent: string | null) => /Mobile|iPhone|iPad|Android/i.test(agent ?? '')

export function SessionRow({ session, pending, busy, onSignOut }: Props) {
  const device = describeDevice(session)
  const seen = session.lastActivity ?? session.createdAt
  const place = sessionPlace(session.ipAddress)

  return (
    <Row>
      <Glyph aria-hidden="true">
        {isHandheld(session.userAgent) ? <PhoneGlyph /> : <LaptopGlyph />}
      </Glyph>
      <Stack $gap={1}>
        <Name>
          <span>{device}</span>
          {session.current && <Badge $tone="accent">This device</Badge>}
        </Name>
        <Meta>
          <span title={place.address ?? undefined}>{place.label}</span>
          <span>
            {session.current ? 'Active now' : 'Last active '}
            {!session.current && (
              <time dateTime={seen} title={formatDateTime(seen) ?? undefined}>
                {formatRelative(seen)?.toLowerCase() ?? 'unknown'}
              </time>
            )}
          </span>
          <span>Signed in {formatDateTime(session.createdAt) ?? 'at an unknown time'}</span>
        </Meta>
      </Stack>
      <Button
        type="button"
        $tone={session.current ? 'danger' : 'secondary'}
        $size="sm"
        aria-label={`Sign out ${device}`}
        aria-disabled={busy || undefined}
        onClick={() => onSignOut(session)}
      >
        {pending ? 'Signing out…' : 'Sign out'}
      </Button>
    </Row>
  )
}

const PhoneGlyph = () => (
  <Icon strokeWidth="1.8">
    <rect x="6.5" y="2.5" width="11" height="19" rx="2.5" />
    <path d="M10.5 18.5h3" />
  </Icon>
)

const LaptopGlyph = () => (
  <Icon strokeWidth="1.8">
    <rect x="4" y="4.5" width="16" height="11" rx="1.5" />
    <path d="M2 19.5h20" />
  </Icon>
)

const Row = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: center;
  gap: ${`${theme.space(3)} ${theme.space(4)}`};
  padding: ${`${theme.space(4)} 0`};
  border-top: 1px solid ${theme.colors.border};

  &:first-child {
    border-top: 0;
    padding-top: 0;
  }

  > button {
    grid-column: 2;
    justify-self: start;
  }

  @media (min-width: ${theme.breakpoints.md}) {
    grid-template-columns: auto minmax(0, 1fr) auto;

    > button {
      grid-column: auto;
    }
  }
`

const Glyph = styled.span`
  display: grid;
  place-items: center;
  align-self: start;
  width: 44px;
  height: 44px;
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surfaceRaised};
  color: ${theme.colors.muted};
`

const Name = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(2)};
  margin: 0;
  font-weight: 800;
  overflow-wrap: anywhere;
`

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${`0 ${theme.space(4)}`};
  margin: 0;
  font-size: 0.85rem;
  color: ${theme.colors.muted};
`
