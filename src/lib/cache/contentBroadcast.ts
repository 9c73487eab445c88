import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { clearCatalogueCache } from '@/lib/cache/memo'
import { clearPageCache } from '@/lib/cache/pageCacheHandler.mjs'

import { transactionOf } from '@/lib/db/payloadTransaction'

import { CONTENT_CHANNEL, createContentListener, type ContentListener } from './contentListener'

/**
 * This process's cached content, as every instance behind the proxy keeps its own: the catalogue
 * memo and the rendered pages. An empty page cache is enough for Next to render afresh: it keeps
 * no copy of its own in front of the handler (next.config.mjs `cacheMaxMemorySize: 0`).
 */
export const dropLocalContent = (): void => {
  clearCatalogueCache()
  clearPageCache()
}

// One listener per process, whichever of Next's bundles starts it or announces through it.
const shared = globalThis as typeof globalThis & { __contentListener?: ContentListener }

/**
 * Starts this process's listener, once: from then on a change made by another instance drops
 * this one's cached content within moments, rather than after the memo's TTL and the pages'
 * `revalidate`. The app server starts it (src/instrumentation.ts); scripts, the build and tests
 * do not, and then announcing is a no-op.
 */
export const startContentListener = (): void => {
  shared.__contentListener ??= createContentListener({ onChange: dropLocalContent })
}

/** Tells the other instances that the content changed (coalesced, see contentListener.ts). */
export const announceContentChange = (): void => shared.__contentListener?.announce()

/**
 * Tells the other instances from inside the transaction that makes the change (a hook's `req`):
 * PostgreSQL delivers the notification the moment it commits, and never if it rolls back, with
 * no settling time. Without a transaction (or a listener) it is announced as above.
 */
export const announceContentChangeWith = async (req?: PayloadRequest): Promise<void> => {
  const listener = shared.__contentListener
  if (!listener) return
  const tx = req ? await transactionOf(req) : null
  if (!tx) return listener.announce()
  await tx.execute(sql`select pg_notify(${CONTENT_CHANNEL}, ${listener.id})`)
}

export const stopContentListener = async (): Promise<void> => {
  const listener = shared.__contentListener
  delete shared.__contentListener
  await listener?.stop()
}
