'use client'

import styled from 'styled-components'

import { ChatBody } from './ChatBody.client'
import { SUGGESTED_QUESTIONS } from './chatContent'
import { ChatHeader } from './ChatHeader.client'
import { theme } from '@/styles/theme'

const TITLE_ID = 'assistant-chat-title'

/** The chat on /ai-assistant: the same conversation as the widget, in a card of its own. */
export function AssistantChat() {
  return (
    <Card aria-labelledby={TITLE_ID}>
      <ChatHeader titleId={TITLE_ID} />
      <ChatBody questions={SUGGESTED_QUESTIONS} onQuestion="fill" />
    </Card>
  )
}

const Card = styled.section`
  display: flex;
  flex-direction: column;
  height: clamp(480px, calc(100dvh - 180px), 640px);
  overflow: hidden;
  border: 1px solid ${theme.colors.border};
  border-top: 4px solid ${theme.colors.accent};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  box-shadow: 0 30px 80px -40px rgba(225, 29, 72, 0.45);

  @media (min-width: ${theme.breakpoints.lg}) {
    position: sticky;
    top: 96px;
  }
`
