import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

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
