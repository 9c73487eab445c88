import type { CollectionAfterChangeHook } from 'payload'

import type { TrackAudio } from '@/payload-types'

import { masterDuration } from '../duration'

/**
 * Replacing a master's file changes the length of every track that uses it. A track with
 * unpublished changes gets the new length in its draft, and on the site when that is published.
 */
export const updateTrackDurations: CollectionAfterChangeHook<TrackAudio> = async ({
  doc,
  operation,
  req,
}) => {
  if (operation !== 'update' || !req.file) return doc
  const duration = await masterDuration(req, doc.id)
  if (!duration) return doc
  const { docs: tracks } = await req.payload.find({
    collection: 'tracks',
    where: { audio: { equals: doc.id } },
    draft: true,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  for (const track of tracks) {
    if (track.duration === duration) continue
    await req.payload.update({
      collection: 'tracks',
      id: track.id,
      data: { duration },
      draft: track._status === 'draft',
      overrideAccess: true,
      req,
    })
  }
  return doc
}
