/**
 * A short-lived in-process memo for the public catalogue calls. Every change to tracks, videos
 * or media clears it on this instance (see src/hooks/invalidateCatalogue.ts), and on the others
 * once it is announced to them (src/lib/cache/contentListener.ts); a change no process announced
 * (a script's) shows within CATALOGUE_TTL_MS and one load.
 */
export const CATALOGUE_TTL_MS = 5_000

type Entry = {
  expires: number
  value: Promise<unknown>
  /** The load has succeeded: once expired, the value may still be served while it reloads. */
  loaded: boolean
  refreshing: boolean
}

// One memo per process: Next bundles route handlers (where Payload's REST API and its hooks run)
// and pages separately, and a module-level Map would exist once in each bundle.
const globalMemo = globalThis as typeof globalThis & { __catalogueMemo?: Map<string, Entry> }
const entries = (globalMemo.__catalogueMemo ??= new Map<string, Entry>())

const store = <T>(key: string, value: Promise<T>, now: number): Entry => {
  const entry: Entry = { expires: now + CATALOGUE_TTL_MS, value, loaded: false, refreshing: false }
  entries.set(key, entry)
  value.then(
    () => (entry.loaded = true),
    // A failed load must not be served from the memo.
    () => entries.get(key) === entry && entries.delete(key),
  )
  return entry
}

/**
 * Reloads an expired value in the background. Until the new one is in, callers get the old one
 * rather than all waiting on the database together (the API's tail latency under load). A
 * reload that fails keeps the old value, and the next call tries again.
 */
const refresh = <T>(key: string, stale: Entry, load: () => Promise<T>, now: number): void => {
  stale.refreshing = true
  const value = load()
  value.then(
    () => {
      // A change cleared the memo meanwhile: this load may predate it, so it is not kept.
      if (entries.get(key) !== stale) return
      entries.set(key, { expires: now + CATALOGUE_TTL_MS, value, loaded: true, refreshing: false })
    },
    () => (stale.refreshing = false),
  )
}

export const cached = <T>(key: string, load: () => Promise<T>, now = Date.now()): Promise<T> => {
  const hit = entries.get(key)
  if (hit && (hit.expires > now || !hit.loaded)) return hit.value as Promise<T>
  if (hit) {
    if (!hit.refreshing) refresh(key, hit, load, now)
    return hit.value as Promise<T>
  }
  return store(key, load(), now).value as Promise<T>
}

export const clearCatalogueCache = (): void => entries.clear()

/**
 * `cached`, except that a load answering null is not kept: a memo keyed by what callers ask
 * for (any id) holds only what exists, so made-up ids cannot grow it.
 */
export const cachedIfFound = <T>(key: string, load: () => Promise<T | null>): Promise<T | null> =>
  cached(key, async () => {
    const value = await load()
    if (value === null) queueMicrotask(() => entries.delete(key))
    return value
  })
