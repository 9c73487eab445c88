import type { CollectionAfterChangeHook } from 'payload'

import { queueFilesOfTracksUsing } from '@/lib/audio/renditions/jobs'

/** A replaced master makes new files for every published track that uses it. */
export const rebuildTrackFiles: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation === 'update' && req.file) await queueFilesOfTracksUsing(req, 'audio', doc.id)
  return doc
}
