'use client'

import styled from 'styled-components'

import { ToneBadge } from '@/components/Primitives/StatusBadge.client'

import { detailPairs, severityTone } from './auditDisplay'
import type { AuditLogEntry } from './types'
import { formatWhen } from './userDirectory'
import { theme } from '@/styles/theme'

/** One audit entry: what happened, how serious, when, by whom, to what, from where. */
export function AuditEntry({ entry }: { entry: AuditLogEntry }) {
  const tone = severityTone(entry.severity)
  const details = detailPairs(entry.details)
  const resource = [entry.resourceType, entry.resourceId].filter(Boolean).join(' · ')

  return (
    <Item data-testid="audit-entry">
      <Top>
        <EventType>{entry.eventType}</EventType>
        {tone && <ToneBadge tone={tone}>{entry.severity}</ToneBadge>}
        {!entry.success && <ToneBadge tone="failure">failed</ToneBadge>}
        <When dateTime={entry.timestamp}>{formatWhen(entry.timestamp, 'Unknown time')}</When>
      </Top>
      <Action>{entry.action}</Action>
      <Meta>
        <div>
          <dt>User</dt>
          <dd>{entry.user?.email ?? 'System'}</dd>
        </div>
        <div>
          <dt>Resource</dt>
          <dd>{resource || '—'}</dd>
        </div>
        <div>
          <dt>IP</dt>
          <dd>{entry.ipAddress ?? '—'}</dd>
        </div>
      </Meta>
      {details.length > 0 && (
        <Details aria-label="Details">
          {details.map(([key, value]) => (
            <li key={key}>
              <span>{key}:</span> {value}
            </li>
          ))}
        </Details>
      )}
    </Item>
  )
}

const Item = styled.li`
  display: grid;
  gap: ${theme.space(2)};
  padding: ${`${theme.space(4)} ${theme.space(5)}`};
  border-bottom: 1px solid ${theme.colors.border};

  @media (min-width: ${theme.breakpoints.md}) {
    padding: ${`${theme.space(5)} ${theme.space(7)}`};
  }
`

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(2)};
`

const EventType = styled.span`
  font-family: ${theme.fonts.mono};
  font-weight: 700;
  color: ${theme.colors.accentText};
  overflow-wrap: anywhere;
`

const When = styled.time`
  margin-left: auto;
  color: ${theme.colors.muted};
  font-size: 0.82rem;
  white-space: nowrap;
`

const Action = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
`

const Meta = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${`${theme.space(1)} ${theme.space(5)}`};
  margin: 0;
  font-size: 0.85rem;

  > div {
    display: flex;
    gap: ${theme.space(2)};
    min-width: 0;
  }

  dt {
    color: ${theme.colors.muted};
    font-weight: 800;
    font-size: 0.72rem;
    letter-spacing: 0.12em;
    text-transform: uppercase;
    line-height: 1.7;
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`

const Details = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: 2px 8px;
    border-radius: ${theme.radii.sm};
    background: ${theme.colors.background};
    font-family: ${theme.fonts.mono};
    font-size: 0.78rem;
    overflow-wrap: anywhere;
    min-width: 0;
  }

  span {
    color: ${theme.colors.muted};
  }
`
