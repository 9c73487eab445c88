import { revalidatePath } from 'next/cache'

import { clearCatalogueCache } from '@/lib/cache/memo'
import { clearPageCache } from '@/lib/cache/pageCacheHandler.mjs'

import type { PayloadRequest } from 'payload'

import {
  announceContentChange,
  announceContentChangeWith,
  dropLocalContent,
} from './contentBroadcast'

/**
 * Drops the catalogue memo and cached pages, for work that runs outside requests: this process's
 * at once, the other instances' once the change is announced to them.
 */
export const dropCachedContent = (): void => {
  dropLocalContent()
  announceContentChange()
}

/**
 * A change to what the public pages show: the catalogue memo is cleared, and every cached page
 * under the site's layout is dropped (once the request that made the change is answered, when
 * there is one: src/lib/cache/pageCacheHandler.mjs), so the next visitor gets the new content.
 * The other instances drop theirs when the change is announced (src/lib/cache/contentListener.ts):
 * given the hook's `req`, from inside its transaction, so they hear of it the moment it commits.
 */
export const contentChanged = async (req?: PayloadRequest): Promise<void> => {
  clearCatalogueCache()
  try {
    revalidatePath('/', 'layout')
  } catch {
    // Outside a request (the seed script, tests) Next has no store to tell: this process's
    // page cache is dropped directly.
    clearPageCache()
  }
  await announceContentChangeWith(req)
}
