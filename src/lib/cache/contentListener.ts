import { randomUUID } from 'node:crypto'
import type pg from 'pg'

import { dedicatedClient, unrefClient } from '@/lib/db/dedicatedClient'
import { retryDelay, type RetryTimes } from '@/lib/db/retryDelay'

/** The PostgreSQL channel on which the app's processes tell each other that content changed. */
export const CONTENT_CHANNEL = 'artist_content_changed'

/**
 * How long a change settles before it is announced. The catalogue's hooks run inside the write's
 * transaction, which Payload commits a moment later: told at once, another instance could render
 * the rows as they were and keep that page for its whole `revalidate`. Changes made within this
 * time of each other go out as one notification (a release saved with its tracks).
 */
export const SETTLE_MS = 300
const RETRY: RetryTimes = { firstMs: 500, maxMs: 30_000 }
/** A connection that answers nothing for this long is dropped and opened again. */
const HEARTBEAT_MS = 30_000
const HEARTBEAT_TIMEOUT_MS = 10_000

export type ContentListenerOptions = {
  /** Drops this process's cached content: another process changed it, or may have. */
  onChange: () => void
  /** Sent with this process's notifications, so that it ignores its own. */
  id?: string
  connectionString?: string
  settleMs?: number
  retry?: RetryTimes
  heartbeatMs?: number
  warn?: (message: string, error?: unknown) => void
}

export type ContentListener = {
  readonly id: string
  /** Tells the other processes that content changed, once it has settled. */
  announce: () => void
  stop: () => Promise<void>
}

const within = <T>(promise: Promise<T>, ms: number): Promise<T> => {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)
  })
  return Promise.race([promise, late]).finally(() => clearTimeout(timer))
}

/**
 * One process's ear on CONTENT_CHANNEL, on a dedicated connection (a LISTEN belongs to its
 * session, so not one from Payload's pool). When the connection is lost (the database restarted,
 * a network cut, a server-side kill) it is opened again with growing delays, and the caches are
 * dropped once it is back: a notification sent meanwhile was lost. A change announced while it is
 * down goes out once it is back. Nothing here throws or keeps the process alive.
 */
export const createContentListener = (options: ContentListenerOptions): ContentListener => {
  const id = options.id ?? randomUUID()
  const settleMs = options.settleMs ?? SETTLE_MS
  const retry = options.retry ?? RETRY
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS
  const warn =
    options.warn ??
    ((message: string, error?: unknown) =>
      console.warn(`Content listener: ${message}`, ...(error ? [String(error)] : [])))

  let client: pg.Client | null = null
  let stopped = false
  let connectedBefore = false
  let failures = 0
  /** A change that could not be announced yet: it goes out once the connection is back. */
  let owed = false
  let settleSince: number | null = null
  let settle: NodeJS.Timeout | undefined
  let reconnect: NodeJS.Timeout | undefined
  let heartbeat: NodeJS.Timeout | undefined

  const changed = () => {
    try {
      options.onChange()
    } catch (error) {
      warn('cached content could not be dropped', error)
    }
  }

  const send = async () => {
    const current = client
    owed = true
    if (!current) return
    try {
      await current.query('SELECT pg_notify($1, $2)', [CONTENT_CHANNEL, id])
      owed = false
    } catch (error) {
      warn('a change could not be announced yet', error)
    }
  }

  const scheduleConnect = () => {
    if (stopped || reconnect) return
    reconnect = setTimeout(
      () => {
        reconnect = undefined
        void connect()
      },
      retryDelay(failures, retry),
    )
    reconnect.unref()
  }

  const lose = (lost: pg.Client, reason: string) => {
    if (lost !== client) return
    client = null
    clearInterval(heartbeat)
    lost.end().catch(() => {})
    if (stopped) return
    warn(`the connection was lost (${reason}); listening again shortly`)
    scheduleConnect()
  }

  const check = async () => {
    const current = client
    if (!current) return
    await within(current.query('SELECT 1'), HEARTBEAT_TIMEOUT_MS).catch((error: Error) =>
      lose(current, error.message),
    )
  }

  const open = () => {
    const next = dedicatedClient(`content listener ${id}`, options.connectionString)
    next.on('error', (error) => lose(next, error.message))
    next.on('end', () => lose(next, 'connection closed'))
    next.on('notification', (message) => {
      if (message.channel === CONTENT_CHANNEL && message.payload !== id) changed()
    })
    return next
  }

  const connect = async () => {
    if (stopped) return
    let next: pg.Client | undefined
    try {
      next = open()
      await next.connect()
      await next.query(`LISTEN ${CONTENT_CHANNEL}`)
    } catch (error) {
      next?.end().catch(() => {})
      failures += 1
      warn(`could not listen (attempt ${failures})`, error)
      scheduleConnect()
      return
    }
    if (stopped) {
      await next.end().catch(() => {})
      return
    }
    unrefClient(next)
    client = next
    heartbeat = setInterval(() => void check(), heartbeatMs)
    heartbeat.unref()
    if (connectedBefore || failures > 0) {
      warn('listening again; cached content dropped in case a change was missed')
      changed()
    }
    connectedBefore = true
    failures = 0
    if (owed) await send()
  }

  const flush = () => {
    settle = undefined
    settleSince = null
    void send()
  }

  void connect()
  return {
    id,
    announce: () => {
      if (stopped) return
      // The last change of a burst settles; a burst that never ends still goes out now and then.
      const now = Date.now()
      settleSince ??= now
      clearTimeout(settle)
      settle = setTimeout(flush, Math.max(0, Math.min(settleMs, settleSince + 4 * settleMs - now)))
      settle.unref()
    },
    stop: async () => {
      stopped = true
      clearTimeout(settle)
      clearTimeout(reconnect)
      clearInterval(heartbeat)
      const current = client
      client = null
      await current?.end().catch(() => {})
    },
  }
}
