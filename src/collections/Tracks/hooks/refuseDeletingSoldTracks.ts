import type { CollectionBeforeDeleteHook } from 'payload'

import { publicError } from '@/lib/http/publicError'

/**
 * A track someone has bought stays: its purchases and download rights point at it, and buyers
 * keep their downloads. The team takes it off the site by unpublishing it instead.
 */
export const refuseDeletingSoldTracks: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const where = { track: { equals: id } }
  const [purchases, rights] = await Promise.all([
    req.payload.count({ collection: 'purchases', where, overrideAccess: true, req }),
    req.payload.count({ collection: 'user-file-permissions', where, overrideAccess: true, req }),
  ])
  if (purchases.totalDocs + rights.totalDocs > 0) {
    throw publicError(
      'This track has been bought, so it cannot be deleted: buyers keep their downloads. ' +
        'Use “Unpublish” in the ⋮ menu to take it off the site.',
      409,
    )
  }
}
