'use client'

import { type FormEvent, type RefObject, useId } from 'react'
import styled from 'styled-components'

import { Icon } from '@/components/Primitives/Icon'
import { VisuallyHidden } from '@/components/Primitives/VisuallyHidden'

import { MESSAGE_MAX_LENGTH } from './chatMessages'
import { theme } from '@/styles/theme'

type Props = {
  value: string
  onChange: (value: string) => void
  onSubmit: () => void
  pending: boolean
  canSend: boolean
  inputRef: RefObject<HTMLInputElement | null>
}

/** The question line and its send button; Enter sends. */
export function Composer({ value, onChange, onSubmit, pending, canSend, inputRef }: Props) {
  const id = useId()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSubmit()
  }

  return (
    <Form onSubmit={submit}>
      <VisuallyHidden as="label" htmlFor={id}>
        Ask a question
      </VisuallyHidden>
      <Input
        ref={inputRef}
        id={id}
        type="text"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder="Ask anything about KAIRO…"
        maxLength={MESSAGE_MAX_LENGTH}
        autoComplete="off"
        enterKeyHint="send"
        disabled={pending}
      />
      <Send type="submit" disabled={!canSend}>
        <Icon width="20" height="20" strokeWidth="2.5">
          <path d="M5 12h13M13 6l6 6-6 6" />
        </Icon>
        <VisuallyHidden>Send message</VisuallyHidden>
      </Send>
    </Form>
  )
}

const Form = styled.form`
  position: relative;
  display: flex;
  align-items: center;
`

const Input = styled.input`
  width: 100%;
  min-height: 52px;
  padding: ${`0 ${theme.space(16)} 0 ${theme.space(5)}`};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.background};
  color: ${theme.colors.text};
  /* 16px keeps iOS Safari from zooming into the field on focus. */
  font: inherit;
  font-size: 1rem;
  transition:
    border-color 150ms ease,
    box-shadow 150ms ease;

  &::placeholder {
    color: #8b8b96;
  }
  &:hover:not(:disabled) {
    border-color: #3a3a45;
  }
  &:focus {
    outline: none;
    border-color: ${theme.colors.accent};
    box-shadow: 0 0 0 3px rgba(255, 45, 85, 0.3);
  }
  &:disabled {
    cursor: progress;
    opacity: 0.6;
  }
`

const Send = styled.button`
  position: absolute;
  right: 6px;
  display: grid;
  place-items: center;
  width: 42px;
  height: 42px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: ${theme.colors.accent};
  color: #fff;
  cursor: pointer;
  transition:
    background 150ms ease,
    opacity 150ms ease,
    transform 150ms ease;

  &:hover:not(:disabled) {
    background: ${theme.colors.accentStrong};
    transform: translateX(1px);
  }
  &:focus-visible {
    outline: 2px solid ${theme.colors.text};
    outline-offset: 2px;
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.4;
  }
`
