// @ts-check
/**
 * Next's cache for rendered pages (ISR), kept in this process's memory (next.config.mjs
 * `cacheHandler`). Public pages are rendered from the live database on their first request
 * after the server starts, served from here afterwards, and dropped when the team changes
 * what they show (`revalidatePath`, src/hooks/invalidateCatalogue.ts; `clearPageCache` when
 * another instance announces a change, src/lib/cache/contentListener.ts) or when their
 * `revalidate` time has passed (a script changed the content).
 *
 * Why not Next's default file-system cache: it serves the pages `next build` prerendered, and
 * the build has no business reading the production database (the build may run before the
 * migrations, or against another database). With this handler nothing from the build is
 * served: `next build` writes to a memory that ends with it.
 */

/** Distinct pages and data entries kept; the least recently used go first. */
export const MAX_ENTRIES = 500

const TAGS_HEADER = 'x-next-cache-tags'

/**
 * The tags an entry answers to: a page's (its path and layouts, which `revalidatePath` uses)
 * travel in its headers; a data entry's in the context it was stored with.
 * @param {any} value
 * @param {{ tags?: string[] } | undefined} ctx
 * @returns {string[]}
 */
export const entryTags = (value, ctx) => {
  const header = value?.headers?.[TAGS_HEADER]
  const fromHeader = typeof header === 'string' && header ? header.split(',') : []
  return [...fromHeader, ...(ctx?.tags ?? [])]
}

/** @typedef {{ value: unknown, lastModified: number, cacheControl?: unknown, tags: string[] }} Entry */

/** One store per process, whichever bundle loads this module. */
const shared = /** @type {{ __pageCache?: Map<string, Entry> }} */ (globalThis)
/** @type {Map<string, Entry>} */
const store = (shared.__pageCache ??= new Map())

export default class PageCacheHandler {
  /** @param {string} key */
  async get(key) {
    const entry = store.get(key)
    if (!entry) return null
    // Most recently used last, so eviction takes the oldest.
    store.delete(key)
    store.set(key, entry)
    return {
      value: entry.value,
      lastModified: entry.lastModified,
      cacheControl: entry.cacheControl,
    }
  }

  /**
   * @param {string} key
   * @param {unknown} value
   * @param {{ tags?: string[], cacheControl?: unknown, fetchCache?: boolean }} [ctx]
   */
  async set(key, value, ctx) {
    store.delete(key)
    store.set(key, {
      value,
      lastModified: Date.now(),
      cacheControl: ctx?.fetchCache ? undefined : ctx?.cacheControl,
      tags: entryTags(value, ctx),
    })
    for (const oldest of store.keys()) {
      if (store.size <= MAX_ENTRIES) break
      store.delete(oldest)
    }
  }

  /**
   * Drops every entry carrying one of the tags, so the next request renders afresh. A
   * stale-while-revalidate profile is treated the same way: the content changed, and a visitor
   * should not get the old page once more.
   * @param {string | string[]} tags
   */
  async revalidateTag(tags) {
    const dropped = new Set(typeof tags === 'string' ? [tags] : tags)
    if (dropped.size === 0) return
    for (const [key, entry] of store) {
      if (entry.tags.some((tag) => dropped.has(tag))) store.delete(key)
    }
  }

  resetRequestCache() {}
}

/** Empties the cache (tests). */
export const clearPageCache = () => store.clear()
