import { z } from 'zod'

export const ASSISTANT_MESSAGE_MAX = 1000
/** Turns of earlier conversation accepted, and used, per question. */
export const ASSISTANT_HISTORY_MAX = 20
export const ASSISTANT_HISTORY_USED = 10

/** POST /api/ai-assistant { message, history? }. */
export const assistantSchema = z.object({
  message: z
    .string({ error: 'Message is required' })
    .trim()
    .min(1, 'Message is required')
    .max(ASSISTANT_MESSAGE_MAX, `Message must be at most ${ASSISTANT_MESSAGE_MAX} characters`),
  history: z
    .array(
      z.object({
        role: z.enum(['user', 'assistant'], { error: 'History roles are user or assistant' }),
        content: z
          .string({ error: 'History messages are text' })
          .max(2 * ASSISTANT_MESSAGE_MAX, 'History messages are too long'),
      }),
      { error: 'History must be a list of messages' },
    )
    .max(ASSISTANT_HISTORY_MAX, `History must have at most ${ASSISTANT_HISTORY_MAX} messages`)
    .optional(),
})
