'use client'

import { type KeyboardEvent, useEffect, useId, useRef } from 'react'
import styled, { keyframes } from 'styled-components'

import { Icon } from '@/components/Primitives/Icon'

import { ChatBody } from './ChatBody.client'
import { QUICK_QUESTIONS } from './chatContent'
import { ChatHeader } from './ChatHeader.client'
import frame from './panelFrame.module.css'
import { theme } from '@/styles/theme'

/**
 * The open widget: loaded only when first opened. Focus moves in on opening (to the input, or
 * on touch screens to the panel itself, so no keyboard jumps up); Escape minimises it.
 */
export function ChatPanel({ onMinimise }: { onMinimise: () => void }) {
  const titleId = useId()
  const panel = useRef<HTMLDivElement>(null)
  const input = useRef<HTMLInputElement>(null)

  useEffect(() => {
    const touch = window.matchMedia('(pointer: coarse)').matches
    const field = input.current
    if (!touch && field && !field.disabled) field.focus()
    else panel.current?.focus()
  }, [])

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return
    event.stopPropagation()
    onMinimise()
  }

  return (
    <Panel ref={panel} role="dialog" aria-labelledby={titleId} tabIndex={-1} onKeyDown={onKeyDown}>
      <ChatHeader
        titleId={titleId}
        action={
          <Minimise type="button" aria-label="Minimise chat" onClick={onMinimise}>
            <Icon width="20" height="20" strokeWidth="2.5">
              <path d="M6 9l6 6 6-6" />
            </Icon>
          </Minimise>
        }
      />
      <ChatBody questions={QUICK_QUESTIONS} onQuestion="send" inputRef={input} compact />
    </Panel>
  )
}

const rise = keyframes`
  from { opacity: 0; transform: translateY(16px) scale(0.98); }
  to { opacity: 1; transform: none; }
`

const Panel = styled.div.attrs({ className: frame.frame })`
  transform-origin: bottom right;
  animation: ${rise} 220ms cubic-bezier(0.2, 0.8, 0.2, 1);

  &:focus {
    outline: none;
  }

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`

const Minimise = styled.button`
  display: grid;
  flex: none;
  place-items: center;
  width: 40px;
  height: 40px;
  padding: 0;
  border: 1px solid ${theme.colors.border};
  border-radius: 50%;
  background: rgb(0 0 0 / 0.25);
  color: ${theme.colors.text};
  cursor: pointer;
  transition: border-color 150ms ease;

  &:hover {
    border-color: ${theme.colors.text};
  }
  &:focus-visible {
    outline: 2px solid ${theme.colors.text};
    outline-offset: 2px;
  }
`
