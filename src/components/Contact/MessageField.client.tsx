'use client'

import { type ComponentProps, useId } from 'react'
import styled from 'styled-components'

import { ErrorText } from '@/components/Form/FieldText.client'
import { theme } from '@/styles/theme'

type Props = Omit<ComponentProps<'textarea'>, 'id'> & { label: string; error?: string }

/** A multi-line field that matches TextField: label above, error tied by aria-describedby. */
export function MessageField({ label, error, ...textarea }: Props) {
  const id = useId()
  const errorId = error ? `${id}-error` : undefined
  return (
    <Wrap>
      <Label htmlFor={id}>{label}</Label>
      <Area
        {...textarea}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
      />
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Wrap>
  )
}

const Wrap = styled.div`
  display: grid;
  gap: ${theme.space(2)};
`

const Label = styled.label`
  font-size: 0.78rem;
  font-weight: 700;
  letter-spacing: 0.12em;
  text-transform: uppercase;
`

const Area = styled.textarea`
  min-height: 160px;
  padding: ${theme.space(4)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.background};
  color: ${theme.colors.text};
  font: inherit;
  font-size: 1rem;
  resize: vertical;

  &::placeholder {
    color: #5d5d66;
  }
  &:focus {
    outline: none;
    border-color: ${theme.colors.accent};
    box-shadow: 0 0 0 3px rgba(255, 45, 85, 0.3);
  }
  &[aria-invalid='true'] {
    border-color: ${theme.colors.danger};
  }
`
