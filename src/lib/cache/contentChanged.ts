import { revalidatePath } from 'next/cache'

import { clearCatalogueCache } from '@/lib/cache/memo'
import { clearPageCache } from '@/lib/cache/pageCacheHandler.mjs'

/** Drops this process's catalogue memo and cached pages: for work that runs outside requests. */
export const dropCachedContent = (): void => {
  clearCatalogueCache()
  clearPageCache()
}

/**
 * A change to what the public pages show: the catalogue memo is cleared, and every cached page
 * under the site's layout is dropped (once the request that made the change is answered, when
 * there is one: src/lib/cache/pageCacheHandler.mjs), so the next visitor gets the new content.
 */
export const contentChanged = (): void => {
  clearCatalogueCache()
  try {
    revalidatePath('/', 'layout')
  } catch {
    // Outside a request (the seed script, tests) Next has no store to tell: this process's
    // page cache is dropped directly.
    clearPageCache()
  }
}
