import type { CollectionAfterChangeHook } from 'payload'

import { queueTrackFiles as queueFiles } from '@/lib/audio/renditions/jobs'
import type { Track } from '@/payload-types'

/**
 * A published save asks for the track's files as it now is: a new master, title, tags or cover
 * makes new files in the background; a save that changes none of them finds every file ready
 * and builds nothing. Drafts wait for their publication.
 */
export const queueTrackFiles: CollectionAfterChangeHook<Track> = async ({ doc, req }) => {
  if (doc._status === 'published' && doc.audio) {
    await queueFiles(req.payload, doc.id, { req, retry: true })
  }
  return doc
}
