'use client'

import { type ComponentProps, type ReactNode, useId } from 'react'
import styled, { css } from 'styled-components'

import { ErrorText, HintText } from './FieldText.client'
import { theme } from '@/styles/theme'

const Wrap = styled.div`
  display: grid;
  gap: ${theme.space(2)};
  min-width: 0;
`

const Label = styled.label`
  font-size: 0.9rem;
  font-weight: 600;
  color: ${theme.colors.text};
`

const InputWrap = styled.div`
  position: relative;
`

const Input = styled.input<{ $trailing: boolean; $mono: boolean }>`
  width: 100%;
  min-height: 50px;
  padding: ${({ $trailing }) =>
    `0 ${$trailing ? theme.space(20) : theme.space(4)} 0 ${theme.space(4)}`};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.background};
  color: ${theme.colors.text};
  /* 16px keeps iOS Safari from zooming into the field on focus. */
  font: inherit;
  font-size: 1rem;
  transition:
    border-color 150ms ease,
    box-shadow 150ms ease;
  ${({ $mono }) =>
    $mono &&
    css`
      font-family: ${theme.fonts.mono};
      font-size: 1.15rem;
      letter-spacing: 0.3em;
    `}
  &::placeholder {
    color: #5d5d66;
  }
  &:hover {
    border-color: #3a3a45;
  }
  &:focus {
    outline: none;
    border-color: ${theme.colors.accent};
    box-shadow: 0 0 0 3px rgba(255, 45, 85, 0.3);
  }
  &[aria-invalid='true'] {
    border-color: ${theme.colors.danger};
    background: rgba(239, 68, 68, 0.06);
  }
  &[aria-invalid='true']:focus {
    box-shadow: 0 0 0 3px rgba(239, 68, 68, 0.3);
  }
`

const Trailing = styled.div`
  position: absolute;
  inset: 0 ${theme.space(2)} 0 auto;
  display: flex;
  align-items: center;
`

export type TextFieldProps = Omit<ComponentProps<'input'>, 'id'> & {
  /** Needed only when something else points at the input; otherwise one is generated. */
  id?: string
  label: string
  error?: string
  hint?: ReactNode
  /** Sits inside the input on the right, e.g. the show/hide toggle. */
  trailing?: ReactNode
  /** Monospaced and spaced out, for codes that are read character by character. */
  mono?: boolean
}

/**
 * A labelled input. The error and the hint are tied to it with aria-describedby (error first,
 * the more urgent) and aria-invalid, so a screen reader reads them when the field gets focus;
 * the form moves focus to the first invalid field on submit.
 */
export function TextField({
  id: givenId,
  label,
  error,
  hint,
  trailing,
  mono = false,
  'aria-describedby': extraDescribedBy,
  ...input
}: TextFieldProps) {
  const generatedId = useId()
  const id = givenId ?? generatedId
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [errorId, hintId, extraDescribedBy].filter(Boolean).join(' ') || undefined

  return (
    <Wrap>
      <Label htmlFor={id}>{label}</Label>
      <InputWrap>
        <Input
          {...input}
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          $trailing={Boolean(trailing)}
          $mono={mono}
        />
        {trailing && <Trailing>{trailing}</Trailing>}
      </InputWrap>
      {hint && <HintText id={hintId}>{hint}</HintText>}
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Wrap>
  )
}
