import { dedicatedClient } from '@/lib/db/dedicatedClient'

/** The job lines: a long transcode (media) never holds back an e-mail (general). */
export type Line = 'general' | 'media'

/** PostgreSQL advisory-lock keys (a pair of int4): this app's job lines, then one per line. */
const LOCK_SPACE = 0x6a6f6273 // 'jobs'
const LINE_KEYS: Record<Line, number> = { general: 1, media: 2 }

export type LineLock = {
  /** False once the lock's connection is lost: PostgreSQL has released it, another may run. */
  held: () => boolean
}

/**
 * Runs `work` while this process holds the line's advisory lock, so that one run of a line is
 * under way at a time across every app process sharing the database.
 *
 * The lock is session-level, on a connection of its own opened for this run and closed after it:
 * Payload's pool would hand the session to other queries, and a new connection per run means a
 * lock lost with its connection is never believed held by a later run (closing the session also
 * releases a lock whose unlock could not be sent).
 *
 * A process that finds the line busy waits for it (`pg_advisory_lock`) rather than giving up:
 * the run under way elsewhere may have read the queue before this process queued its job, and
 * would then finish without it. Waiters get the lock in turn and run one more pass each, which
 * is one cheap query when the holder left nothing.
 */
export const withLineLock = async <T>(
  line: Line,
  work: (lock: LineLock) => Promise<T>,
  options: { onLost?: (error: Error) => void; connectionString?: string } = {},
): Promise<T> => {
  const client = dedicatedClient(`jobs ${line}`, options.connectionString)
  let held = false
  const lost = (error: Error) => {
    if (!held) return
    held = false
    options.onLost?.(error)
  }
  client.on('error', lost)
  client.on('end', () => lost(new Error('the connection closed')))
  try {
    await client.connect()
    await client.query('SELECT pg_advisory_lock($1, $2)', [LOCK_SPACE, LINE_KEYS[line]])
    held = true
    return await work({ held: () => held })
  } finally {
    if (held) {
      held = false
      await client
        .query('SELECT pg_advisory_unlock($1, $2)', [LOCK_SPACE, LINE_KEYS[line]])
        .catch(() => {})
    }
    await client.end().catch(() => {})
  }
}
