import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
} from 'payload'

import { clearCatalogueCache } from '@/lib/catalogue/cache'

export const invalidateCatalogueAfterChange: CollectionAfterChangeHook = ({ doc }) => {
  clearCatalogueCache()
  return doc
}

export const invalidateCatalogueAfterDelete: CollectionAfterDeleteHook = ({ doc }) => {
  clearCatalogueCache()
  return doc
}

export const invalidateCatalogue = {
  afterChange: [invalidateCatalogueAfterChange],
  afterDelete: [invalidateCatalogueAfterDelete],
}

/** Site settings and the biography feed the same pages, so their edits clear the memo too. */
export const invalidateCatalogueAfterGlobalChange: GlobalAfterChangeHook = ({ doc }) => {
  clearCatalogueCache()
  return doc
}
