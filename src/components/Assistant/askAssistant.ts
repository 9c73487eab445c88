import { apiFetch } from '@/lib/api/client'

import type { AskAssistant } from './chatStore'

/** POST /api/ai-assistant (spec §7). A reply without text counts as a failure. */
export const askAssistant: AskAssistant = async ({ message, history }) => {
  const data = await apiFetch<{ message?: unknown }>('/api/ai-assistant', {
    method: 'POST',
    body: { message, history },
  })
  if (typeof data?.message !== 'string' || !data.message.trim()) {
    throw new Error('The assistant answered without a message')
  }
  return data.message
}
