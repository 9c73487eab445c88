'use client'

import { useEffect, useRef } from 'react'
import styled, { keyframes } from 'styled-components'

import { THINKING } from './chatContent'
import type { ChatMessage } from './chatMessages'
import { Bubble, MessageBubble } from './MessageBubble.client'
import { theme } from '@/styles/theme'

type Props = { messages: ChatMessage[]; pending: boolean }

const LOG_PADDING = 16

/**
 * The conversation as a polite live log, so each new message is read out; it scrolls itself to
 * the newest message and 'Thinking...' while a reply is on its way.
 */
export function MessageList({ messages, pending }: Props) {
  const log = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const element = log.current
    const newest = element?.lastElementChild
    if (!element || !(newest instanceof HTMLElement)) return
    // Down to the newest message, but a reply taller than the view is shown from its start.
    const bottom = element.scrollHeight - element.clientHeight
    const newestTop = newest.offsetTop - LOG_PADDING
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    element.scrollTo({ top: Math.min(bottom, newestTop), behavior: still ? 'auto' : 'smooth' })
  }, [messages.length, pending])

  return (
    // Focusable, so keyboard users can scroll back through a long conversation.
    <Log ref={log} role="log" aria-live="polite" aria-label="Conversation" tabIndex={0}>
      {messages.map((message) => (
        <MessageBubble key={message.id} message={message} />
      ))}
      {pending && (
        <Bubble>
          <Dots aria-hidden="true">
            <span />
            <span />
            <span />
          </Dots>
          {THINKING}
        </Bubble>
      )}
    </Log>
  )
}

const Log = styled.div`
  /* The offset parent of the messages, so their offsetTop is measured inside the log. */
  position: relative;
  display: flex;
  flex: 1 1 auto;
  flex-direction: column;
  gap: ${theme.space(3)};
  min-height: 0;
  padding: ${LOG_PADDING}px;
  overflow-y: auto;
  overscroll-behavior: contain;
  scrollbar-width: thin;
  scrollbar-color: ${`${theme.colors.border} transparent`};

  &:focus-visible {
    outline: 2px solid ${theme.colors.text};
    outline-offset: -4px;
  }
`

const bounce = keyframes`
  0%, 80%, 100% { transform: translateY(0); opacity: 0.4; }
  40% { transform: translateY(-4px); opacity: 1; }
`

const Dots = styled.span`
  display: inline-flex;
  gap: 4px;
  margin-right: ${theme.space(2)};
  vertical-align: middle;

  span {
    width: 6px;
    height: 6px;
    border-radius: 50%;
    background: ${theme.colors.accentText};
    animation: ${bounce} 1.1s ease-in-out infinite;
  }
  span:nth-child(2) {
    animation-delay: 0.15s;
  }
  span:nth-child(3) {
    animation-delay: 0.3s;
  }

  @media (prefers-reduced-motion: reduce) {
    span {
      animation: none;
      opacity: 0.8;
    }
  }
`
