'use client'

import { type FormEvent, useState } from 'react'
import styled from 'styled-components'

import { buttonClassName } from '@/components/Form/buttons'
import { TextField } from '@/components/Form/TextField.client'

import { type AuditFilters, KNOWN_EVENT_TYPES, SEVERITIES } from './auditDisplay'
import { SelectField } from './SelectField.client'
import { theme } from '@/styles/theme'

type Props = { filters: AuditFilters; onChange: (filters: AuditFilters) => void }

const SEVERITY_OPTIONS = [
  { value: '', label: 'All severities' },
  ...SEVERITIES.map((value) => ({ value, label: value })),
]

/**
 * The event type matches exactly, so it applies on Enter or Filter (a search on every keystroke
 * would flash 'No audit logs found' for each partial word); clearing it applies at once, as does
 * the severity.
 */
export function AuditFilterBar({ filters, onChange }: Props) {
  const [eventType, setEventType] = useState(filters.eventType)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    onChange({ ...filters, eventType: eventType.trim() })
  }

  return (
    <Bar onSubmit={submit} role="search" aria-label="Filter audit logs">
      <Field $grow>
        <TextField
          label="Event type"
          placeholder="e.g. user_status_changed"
          list="audit-event-types"
          autoComplete="off"
          spellCheck={false}
          value={eventType}
          onChange={(event) => {
            setEventType(event.target.value)
            if (!event.target.value.trim() && filters.eventType)
              onChange({ ...filters, eventType: '' })
          }}
        />
        <datalist id="audit-event-types">
          {KNOWN_EVENT_TYPES.map((type) => (
            <option key={type} value={type} />
          ))}
        </datalist>
      </Field>
      <Field>
        <SelectField
          label="Severity"
          value={filters.severity}
          options={SEVERITY_OPTIONS}
          onChange={(event) =>
            onChange({ ...filters, severity: event.target.value as AuditFilters['severity'] })
          }
        />
      </Field>
      <Submit type="submit">Filter</Submit>
    </Bar>
  )
}

const Bar = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${theme.space(3)};
  flex: 1 1 480px;
  min-width: 0;
`

const Field = styled.div<{ $grow?: boolean }>`
  flex: ${({ $grow }) => ($grow ? '2 1 240px' : '1 1 160px')};
  min-width: 0;
  max-width: ${({ $grow }) => ($grow ? '360px' : '220px')};

  @media (width < ${theme.breakpoints.md}) {
    max-width: none;
  }
`

const Submit = styled.button.attrs({ className: buttonClassName({ $tone: 'secondary' }) })`
  min-height: 50px;
`
