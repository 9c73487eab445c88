import { FALLBACK_REPLY, GREETING } from './chatContent'
import {
  canSend,
  type ChatMessage,
  type ChatRole,
  GREETING_ID,
  historyFor,
  type HistoryEntry,
} from './chatMessages'

export type ChatState = { messages: ChatMessage[]; pending: boolean }

/** Asks the assistant and resolves with its reply text; rejects on any failure. */
export type AskAssistant = (question: {
  message: string
  history: HistoryEntry[]
}) => Promise<string>

export type ChatStore = {
  subscribe: (listener: () => void) => () => void
  getSnapshot: () => ChatState
  /** Resolves once the reply (or the fallback) is in; false when nothing was sent. */
  send: (text: string) => Promise<boolean>
}

export const greetingMessage = (timestamp: Date): ChatMessage => ({
  id: GREETING_ID,
  content: GREETING,
  role: 'assistant',
  timestamp,
})

/**
 * One conversation, outside React, so it survives client navigation and the page and the widget
 * read the same one (spec §4 "Chat"): the question goes in, the store waits, the reply or the
 * fallback comes after. Nothing else is sent while it waits.
 */
export function createChatStore(ask: AskAssistant, now: () => Date = () => new Date()): ChatStore {
  let state: ChatState = { messages: [greetingMessage(now())], pending: false }
  let counter = 0
  const listeners = new Set<() => void>()

  const update = (next: Partial<ChatState>) => {
    state = { ...state, ...next }
    for (const listener of listeners) listener()
  }
  const message = (role: ChatRole, content: string): ChatMessage => ({
    id: `message-${++counter}`,
    content,
    role,
    timestamp: now(),
  })

  const send = async (text: string) => {
    if (!canSend(text, state.pending)) return false
    const content = text.trim()
    const history = historyFor(state.messages, FALLBACK_REPLY)
    update({ messages: [...state.messages, message('user', content)], pending: true })
    let reply = FALLBACK_REPLY
    try {
      reply = await ask({ message: content, history })
    } catch (error) {
      console.error('The AI assistant could not answer', error)
    }
    update({ messages: [...state.messages, message('assistant', reply)], pending: false })
    return true
  }

  return {
    subscribe: (listener) => {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    getSnapshot: () => state,
    send,
  }
}
