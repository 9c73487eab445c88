'use client'

import styled, { css } from 'styled-components'

import { VisuallyHidden } from '@/components/Primitives/VisuallyHidden'

import { type ChatMessage, formatTime } from './chatMessages'
import { ReplyText } from './ReplyText.client'
import { useHydrated } from '@/components/Primitives/useHydrated'
import { theme } from '@/styles/theme'

/**
 * Hour and minute (spec §9). The server knows neither the reader's clock nor their time zone, so
 * the time appears once the page has hydrated.
 */
function MessageTime({ timestamp }: { timestamp: Date }) {
  const hydrated = useHydrated()
  return (
    <Time dateTime={hydrated ? timestamp.toISOString() : undefined}>
      {hydrated ? formatTime(timestamp) : ''}
    </Time>
  )
}

/** One message: the reader's on the right in the accent, the assistant's on the left. */
export function MessageBubble({ message }: { message: ChatMessage }) {
  const mine = message.role === 'user'
  return (
    <Row $mine={mine}>
      <Bubble $mine={mine}>
        <VisuallyHidden>{mine ? 'You: ' : 'Assistant: '}</VisuallyHidden>
        {mine ? message.content : <ReplyText text={message.content} />}
      </Bubble>
      <MessageTime timestamp={message.timestamp} />
    </Row>
  )
}

const Row = styled.div<{ $mine: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: ${({ $mine }) => ($mine ? 'flex-end' : 'flex-start')};
  gap: ${theme.space(1)};
`

export const Bubble = styled.p<{ $mine?: boolean }>`
  position: relative;
  width: fit-content;
  max-width: min(88%, 60ch);
  margin: 0;
  padding: ${`${theme.space(3)} ${theme.space(4)}`};
  border-radius: 18px 18px 18px 4px;
  background: ${theme.colors.surfaceRaised};
  border: 1px solid ${theme.colors.border};
  color: ${theme.colors.text};
  font-size: 0.95rem;
  line-height: 1.5;
  white-space: pre-wrap;
  overflow-wrap: anywhere;

  ${({ $mine }) =>
    $mine &&
    css`
      border-color: transparent;
      border-radius: 18px 18px 4px 18px;
      background: ${theme.colors.accent};
      color: #fff;
    `}
`

const Time = styled.time`
  min-height: 1.2em;
  padding: 0 ${theme.space(1)};
  color: ${theme.colors.muted};
  font-size: 0.72rem;
  font-variant-numeric: tabular-nums;
  letter-spacing: 0.04em;
`
