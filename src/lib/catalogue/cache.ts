/**
 * A short-lived in-process memo for the public catalogue calls. Every change to tracks, videos
 * or media clears it on this instance (see src/hooks/invalidateCatalogue.ts); other instances
 * catch up within CATALOGUE_TTL_MS.
 */
export const CATALOGUE_TTL_MS = 5_000

type Entry = { expires: number; value: Promise<unknown> }

// One memo per process: Next bundles route handlers (where Payload's REST API and its hooks run)
// and pages separately, and a module-level Map would exist once in each bundle.
const globalMemo = globalThis as typeof globalThis & { __catalogueMemo?: Map<string, Entry> }
const entries = (globalMemo.__catalogueMemo ??= new Map<string, Entry>())

export const cached = <T>(key: string, load: () => Promise<T>, now = Date.now()): Promise<T> => {
  const hit = entries.get(key)
  if (hit && hit.expires > now) return hit.value as Promise<T>
  const value = load()
  entries.set(key, { expires: now + CATALOGUE_TTL_MS, value })
  // A failed load must not be served from the memo.
  value.catch(() => entries.delete(key))
  return value
}

export const clearCatalogueCache = (): void => entries.clear()
