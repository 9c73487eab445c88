/** The words of the assistant's chat (spec §2, §8); the page and the widget share them. */

export const ASSISTANT_NAME = 'KAIRO Assistant'

export const GREETING =
  "Yo, welcome! I'm KAIRO's assistant. Ask me about the music and what's out now, how to buy " +
  'and download tracks, the story behind the artist, the videos, or help with your account.'

/** Spec §8: what the assistant says when the call fails, whatever the reason. */
export const FALLBACK_REPLY =
  "Sorry, I'm having trouble connecting right now. Please try again in a moment."

export const THINKING = 'Thinking...'

/** The page's suggestions fill the input (spec §2: music, buying and downloading, style). */
export const SUGGESTED_QUESTIONS = [
  'What music is available?',
  'How do I purchase and download tracks?',
  "What is KAIRO's musical style?",
] as const

/** The widget's quick questions, worded as the spec lists them; a click sends them at once. */
export const QUICK_QUESTIONS = [
  'What music is available?',
  'How do I buy tracks?',
  'Tell me about KAIRO',
] as const
