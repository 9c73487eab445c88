import {
  ASSISTANT_HISTORY_USED,
  ASSISTANT_MESSAGE_MAX,
  assistantSchema,
} from '@/lib/validation/assistant'

/** The chat as data (spec §3 "Chat message"): pure rules the store and the views share. */

export type ChatRole = 'user' | 'assistant'

export type ChatMessage = {
  id: string
  content: string
  role: ChatRole
  timestamp: Date
}

export type HistoryEntry = { role: ChatRole; content: string }

/** The input stops where the server's limit is (1000 characters). */
export const MESSAGE_MAX_LENGTH = ASSISTANT_MESSAGE_MAX
/** How many earlier messages go with a question, so the assistant can follow the thread. */
export const HISTORY_LIMIT = ASSISTANT_HISTORY_USED

export const GREETING_ID = 'greeting'

/**
 * Spec §5: nothing blank and nothing while a reply is on its way; the message rule is the
 * server's own (trimmed, 1..1000 characters).
 */
export const canSend = (text: string, pending: boolean) =>
  !pending && assistantSchema.shape.message.safeParse(text).success

/**
 * The messages that go before a new question: the last ten real ones, each cut to the length the
 * server accepts. The greeting and the fallback replies were written here, not by the assistant,
 * so they would only mislead it.
 */
export const historyFor = (messages: ChatMessage[], fallback: string): HistoryEntry[] =>
  messages
    .filter((message) => message.id !== GREETING_ID && message.content !== fallback)
    .slice(-HISTORY_LIMIT)
    .map(({ role, content }) => ({ role, content: content.slice(0, MESSAGE_MAX_LENGTH) }))

/** Spec §9: hour and minute, in the reader's own locale and clock. */
export const formatTime = (timestamp: Date, locales?: Intl.LocalesArgument) =>
  timestamp.toLocaleTimeString(locales ?? [], { hour: '2-digit', minute: '2-digit' })
