import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
} from 'payload'

import { contentChanged } from '@/lib/cache/contentChanged'

export const invalidateCatalogueAfterChange: CollectionAfterChangeHook = async ({ doc, req }) => {
  await contentChanged(req)
  return doc
}

export const invalidateCatalogueAfterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await contentChanged(req)
  return doc
}

export const invalidateCatalogue = {
  afterChange: [invalidateCatalogueAfterChange],
  afterDelete: [invalidateCatalogueAfterDelete],
}

/** Site settings and the biography feed the same pages, so their edits clear the memo too. */
export const invalidateCatalogueAfterGlobalChange: GlobalAfterChangeHook = async ({ doc, req }) => {
  await contentChanged(req)
  return doc
}
