import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
} from 'payload'

import { contentChanged } from '@/lib/cache/contentChanged'

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
