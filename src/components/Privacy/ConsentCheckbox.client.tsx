'use client'

import type { ComponentProps } from 'react'
import styled from 'styled-components'

import { ErrorText } from '@/components/Form/FieldText.client'

import { InlineLink } from './InlineLink'
import { theme } from '@/styles/theme'

type Props = Omit<ComponentProps<'input'>, 'type' | 'id'> & { id: string; error?: string }

/**
 * The required agreement on the register form. The policy opens in a new tab so the half-filled
 * form stays where it is.
 */
export function ConsentCheckbox({ id, error, ...input }: Props) {
  const errorId = error ? `${id}-error` : undefined
  return (
    <Wrap>
      <Line>
        <Box
          {...input}
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
        />
        <label htmlFor={id}>
          I agree to the processing of my personal data as described in the{' '}
          <InlineLink href="/privacy" target="_blank" rel="noopener">
            Privacy Policy
          </InlineLink>
        </label>
      </Line>
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Wrap>
  )
}

const Wrap = styled.div`
  display: grid;
  gap: ${theme.space(2)};
`

const Line = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space(3)};
  color: ${theme.colors.muted};
  font-size: 0.9rem;
  line-height: 1.5;

  label {
    cursor: pointer;
  }
`

const Box = styled.input`
  flex: none;
  width: 20px;
  height: 20px;
  margin: 1px 0 0;
  accent-color: ${theme.colors.accent};
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${theme.colors.text};
    outline-offset: 2px;
  }

  &[aria-invalid='true'] {
    outline: 2px solid ${theme.colors.danger};
    outline-offset: 2px;
  }
`
