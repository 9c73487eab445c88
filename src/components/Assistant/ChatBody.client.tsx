'use client'

import { type RefObject, useEffect, useRef, useState } from 'react'
import styled from 'styled-components'

import { canSend } from './chatMessages'
import { Composer } from './Composer.client'
import { MessageList } from './MessageList.client'
import { QuestionChips } from './QuestionChips.client'
import { useChat } from './useChat'
import { theme } from '@/styles/theme'

type Props = {
  questions: readonly string[]
  /** The page's suggestions fill the input; the widget's quick questions go out at once. */
  onQuestion: 'fill' | 'send'
  inputRef?: RefObject<HTMLInputElement | null>
  /** The widget's small panel: tighter, with smaller question chips. */
  compact?: boolean
}

/** The conversation, the questions and the input: the chat itself, on the page and in the widget. */
export function ChatBody({ questions, onQuestion, inputRef: givenRef, compact = false }: Props) {
  const { messages, pending, send } = useChat()
  const [draft, setDraft] = useState('')
  const ownRef = useRef<HTMLInputElement>(null)
  const input = givenRef ?? ownRef
  // The input is disabled while waiting, which drops focus; give it back to the one who asked.
  const refocus = useRef(false)
  const body = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (pending || !refocus.current) return
    refocus.current = false
    input.current?.focus()
  }, [pending, input])

  const ask = (text: string) => {
    if (!canSend(text, pending)) return
    refocus.current = Boolean(body.current?.contains(document.activeElement))
    setDraft('')
    void send(text)
  }

  const pick = (question: string) => {
    setDraft(question)
    if (onQuestion === 'send') ask(question)
    else input.current?.focus()
  }

  return (
    <Body ref={body}>
      <MessageList messages={messages} pending={pending} />
      <Footer $compact={compact}>
        <QuestionChips questions={questions} disabled={pending} onPick={pick} compact={compact} />
        <Composer
          value={draft}
          onChange={setDraft}
          onSubmit={() => ask(draft)}
          pending={pending}
          canSend={canSend(draft, pending)}
          inputRef={input}
        />
      </Footer>
    </Body>
  )
}

const Body = styled.div`
  display: flex;
  flex: 1 1 auto;
  flex-direction: column;
  min-height: 0;
`

const Footer = styled.div<{ $compact: boolean }>`
  display: grid;
  gap: ${theme.space(3)};
  padding: ${({ $compact }) => theme.space($compact ? 3 : 4)};
  border-top: 1px solid ${theme.colors.border};
  background: ${theme.colors.surface};
`
