import { afterEach, describe, expect, it, vi } from 'vitest'

import { FALLBACK_REPLY, GREETING } from '@/components/Assistant/chatContent'
import {
  canSend,
  type ChatMessage,
  formatTime,
  GREETING_ID,
  HISTORY_LIMIT,
  historyFor,
  MESSAGE_MAX_LENGTH,
} from '@/components/Assistant/chatMessages'
import { type AskAssistant, createChatStore } from '@/components/Assistant/chatStore'

const at = (minute: number) => new Date(2025, 5, 1, 21, minute)

const message = (index: number, content = `message ${index}`): ChatMessage => ({
  id: `message-${index}`,
  content,
  role: index % 2 ? 'user' : 'assistant',
  timestamp: at(index),
})

/** A reply the test settles by hand, to look at the store while it waits. */
const deferredAsk = () => {
  let settle: { resolve: (reply: string) => void; reject: (error: unknown) => void } | undefined
  const ask = vi.fn<AskAssistant>(
    () =>
      new Promise((resolve, reject) => {
        settle = { resolve, reject }
      }),
  )
  return {
    ask,
    resolve: (reply: string) => settle!.resolve(reply),
    reject: (e: unknown) => settle!.reject(e),
  }
}

describe('what may be sent', () => {
  it('refuses empty and whitespace-only messages', () => {
    expect(canSend('', false)).toBe(false)
    expect(canSend('  \n\t ', false)).toBe(false)
    expect(canSend(' hi ', false)).toBe(true)
  })

  it('refuses anything while a reply is on its way', () => {
    expect(canSend('What music is available?', true)).toBe(false)
  })

  it('takes up to 1000 characters after trimming', () => {
    expect(MESSAGE_MAX_LENGTH).toBe(1000)
    expect(canSend(`  ${'a'.repeat(1000)}  `, false)).toBe(true)
    expect(canSend('a'.repeat(1001), false)).toBe(false)
  })
})

describe('the history sent with a question', () => {
  it('is the last ten messages, without the greeting, each cut to 1000 characters', () => {
    const greeting: ChatMessage = { ...message(0, GREETING), id: GREETING_ID }
    const long = message(12, 'x'.repeat(1500))
    const messages = [greeting, ...Array.from({ length: 11 }, (_, i) => message(i + 1)), long]
    const history = historyFor(messages, FALLBACK_REPLY)
    expect(HISTORY_LIMIT).toBe(10)
    expect(history).toHaveLength(10)
    expect(history[0]).toEqual({ role: 'user', content: 'message 3' })
    expect(history.at(-1)).toEqual({ role: 'assistant', content: 'x'.repeat(1000) })
  })

  it('leaves out the fallback replies, which the assistant never wrote', () => {
    const messages = [message(1, 'Hi'), message(2, FALLBACK_REPLY), message(3, 'Hello?')]
    expect(historyFor(messages, FALLBACK_REPLY)).toEqual([
      { role: 'user', content: 'Hi' },
      { role: 'user', content: 'Hello?' },
    ])
  })
})

describe('timestamps', () => {
  it('show hour and minute only', () => {
    expect(formatTime(new Date(2025, 0, 1, 9, 5, 42), 'en-GB')).toBe('09:05')
  })
})

describe('the chat store', () => {
  afterEach(() => vi.restoreAllMocks())

  it('starts with the greeting', () => {
    const store = createChatStore(vi.fn())
    expect(store.getSnapshot()).toMatchObject({
      pending: false,
      messages: [{ id: GREETING_ID, role: 'assistant', content: GREETING }],
    })
  })

  it('shows the trimmed question at once, waits, then appends the reply', async () => {
    const { ask, resolve } = deferredAsk()
    const store = createChatStore(ask, () => at(30))
    const listener = vi.fn()
    store.subscribe(listener)

    const sent = store.send('  What music is available?  ')
    expect(store.getSnapshot().pending).toBe(true)
    expect(store.getSnapshot().messages.at(-1)).toMatchObject({
      role: 'user',
      content: 'What music is available?',
      timestamp: at(30),
    })
    expect(ask).toHaveBeenCalledWith({ message: 'What music is available?', history: [] })

    resolve('Steppin Out is on /music.')
    await expect(sent).resolves.toBe(true)
    const { messages, pending } = store.getSnapshot()
    expect(pending).toBe(false)
    expect(messages.map((m) => m.role)).toEqual(['assistant', 'user', 'assistant'])
    expect(messages.at(-1)?.content).toBe('Steppin Out is on /music.')
    expect(new Set(messages.map((m) => m.id)).size).toBe(3)
    expect(listener).toHaveBeenCalledTimes(2)
  })

  it('sends nothing blank and nothing while waiting', async () => {
    const { ask, resolve } = deferredAsk()
    const store = createChatStore(ask)
    await expect(store.send('   ')).resolves.toBe(false)
    const first = store.send('One')
    await expect(store.send('Two')).resolves.toBe(false)
    expect(ask).toHaveBeenCalledTimes(1)
    resolve('Reply')
    await first
    expect(
      store
        .getSnapshot()
        .messages.map((m) => m.content)
        .slice(1),
    ).toEqual(['One', 'Reply'])
  })

  it('sends the earlier conversation along with the next question', async () => {
    const ask = vi.fn<AskAssistant>(async ({ message }) => `About ${message}`)
    const store = createChatStore(ask)
    await store.send('the music')
    await store.send('the story')
    expect(ask).toHaveBeenLastCalledWith({
      message: 'the story',
      history: [
        { role: 'user', content: 'the music' },
        { role: 'assistant', content: 'About the music' },
      ],
    })
  })

  it('logs a failed call and answers with the fallback', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { ask, reject } = deferredAsk()
    const store = createChatStore(ask)
    const sent = store.send('Hello')
    reject(new Error('Request failed with status 500'))
    await sent
    expect(store.getSnapshot()).toMatchObject({ pending: false })
    expect(store.getSnapshot().messages.at(-1)).toMatchObject({
      role: 'assistant',
      content: "Sorry, I'm having trouble connecting right now. Please try again in a moment.",
    })
    expect(error).toHaveBeenCalledOnce()
  })
})
