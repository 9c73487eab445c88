import { APIError, type CollectionBeforeChangeHook } from 'payload'

import { readAudioSeconds } from '../duration'

/**
 * A master must be audio we can measure: its length becomes the track's duration, and a file
 * that cannot be read here would also fail the preview and stream routes.
 */
export const rejectUnreadableAudio: CollectionBeforeChangeHook = async ({ data, req }) => {
  if (!req.file) return data
  if ((await readAudioSeconds(req.file)) === null) {
    throw new APIError(
      `“${req.file.name}” could not be read as MP3 audio. Export the master as an MP3 and upload it again.`,
      400,
      undefined,
      true,
    )
  }
  return data
}
