import { useSyncExternalStore } from 'react'

import { askAssistant } from './askAssistant'
import { type ChatState, createChatStore, greetingMessage } from './chatStore'

/** The tab's one conversation, shared by the page and the widget. */
const chat = createChatStore(askAssistant)

// The server (and hydration) show the greeting alone; its time is only shown once hydrated.
const serverState: ChatState = { messages: [greetingMessage(new Date(0))], pending: false }
const getServerSnapshot = () => serverState

/** The conversation so far, whether a reply is on its way, and how to ask. */
export function useChat() {
  const { messages, pending } = useSyncExternalStore(
    chat.subscribe,
    chat.getSnapshot,
    getServerSnapshot,
  )
  return { messages, pending, send: chat.send }
}
