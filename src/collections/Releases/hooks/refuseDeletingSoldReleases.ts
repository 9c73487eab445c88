import type { CollectionBeforeDeleteHook } from 'payload'

import { publicError } from '@/lib/http/publicError'

/** A release someone has bought stays, as a sold track does: unpublish it instead. */
export const refuseDeletingSoldReleases: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const { totalDocs } = await req.payload.count({
    collection: 'purchases',
    where: { release: { equals: id } },
    overrideAccess: true,
    req,
  })
  if (totalDocs > 0) {
    throw publicError(
      'This release has been bought, so it cannot be deleted: buyers keep their downloads. ' +
        'Use “Unpublish” in the ⋮ menu to take it off the site.',
      409,
    )
  }
}
