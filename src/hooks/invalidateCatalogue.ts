import { revalidatePath } from 'next/cache'
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
} from 'payload'

import { clearCatalogueCache } from '@/lib/cache/memo'

/**
 * A change to what the public pages show: the catalogue memo is cleared, and every cached page
 * under the site's layout is dropped once the request that made the change is answered
 * (src/lib/cache/pageCacheHandler.mjs), so the next visitor gets the new content.
 */
const contentChanged = (): void => {
  clearCatalogueCache()
  try {
    revalidatePath('/', 'layout')
  } catch {
    // Outside a request to the Next server (the seed script, tests) there is no page cache to
    // drop here; a running server shows the change within the layout's `revalidate` time.
  }
}

export const invalidateCatalogueAfterChange: CollectionAfterChangeHook = ({ doc }) => {
  contentChanged()
  return doc
}

export const invalidateCatalogueAfterDelete: CollectionAfterDeleteHook = ({ doc }) => {
  contentChanged()
  return doc
}

export const invalidateCatalogue = {
  afterChange: [invalidateCatalogueAfterChange],
  afterDelete: [invalidateCatalogueAfterDelete],
}

/** Site settings and the biography feed the same pages, so their edits clear the memo too. */
export const invalidateCatalogueAfterGlobalChange: GlobalAfterChangeHook = ({ doc }) => {
  contentChanged()
  return doc
}
