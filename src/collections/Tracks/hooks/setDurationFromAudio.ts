import type { CollectionBeforeChangeHook } from 'payload'

import { masterDuration, relationId } from '@/collections/TrackAudio/duration'
import type { Track } from '@/payload-types'

/**
 * The duration is never typed in: whenever a track gets a different master (new track, new
 * upload, another file chosen), its length is read from the file. An edit that leaves the audio
 * alone keeps the stored duration.
 */
export const setDurationFromAudio: CollectionBeforeChangeHook<Track> = async ({
  data,
  originalDoc,
  req,
}) => {
  if (data.audio === undefined) return data
  const audioId = relationId(data.audio)
  if (!audioId || audioId === relationId(originalDoc?.audio)) return data
  const duration = await masterDuration(req, audioId)
  if (duration) data.duration = duration
  return data
}
