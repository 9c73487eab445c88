/**
 * PostgreSQL's text and jsonb cannot hold U+0000: a value carrying one fails the query that
 * stores or compares it. No field of ours has a use for it, so input with one is refused.
 */
export const hasNulCharacter = (value: unknown): boolean => {
  // A stack, not recursion: a body may nest thousands of levels deep.
  const pending: unknown[] = [value]
  while (pending.length > 0) {
    const next = pending.pop()
    if (typeof next === 'string') {
      if (next.includes('\u0000')) return true
    } else if (next !== null && typeof next === 'object') {
      for (const [key, child] of Object.entries(next)) {
        if (key.includes('\u0000')) return true
        pending.push(child)
      }
    }
  }
  return false
}

export const NUL_CHARACTER_ERROR = 'Text must not contain null characters'
