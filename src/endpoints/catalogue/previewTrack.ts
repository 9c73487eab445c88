import { bufferSource, byteRangeResponse } from '@/lib/audio/byteRange'
import { cutWindow } from '@/lib/audio/mp3Frames'
import { trackIdSchema } from '@/lib/catalogue/tracks'
import { PREVIEW_SECONDS } from '@/lib/catalogue/preview'
import { findTrackMaster } from '@/lib/catalogue/trackMaster'
import { RETRY_AFTER_SECONDS } from '@/lib/audio/renditions/states'
import { jsonError, notReadyError } from '@/lib/http/errors'
import { getPayloadClient } from '@/lib/payload'

type Clip = { version: string; body: Buffer; seconds: number }

// Cutting a clip reads the whole master: keep the last few clips in memory.
const CLIP_CACHE_SIZE = 16
const clips = new Map<string, Clip>()

const remember = (trackId: string, clip: Clip) => {
  clips.delete(trackId)
  clips.set(trackId, clip)
  if (clips.size > CLIP_CACHE_SIZE) clips.delete(clips.keys().next().value!)
}

/** A lossless master's stream is made in the background: the player is told when to ask again. */
export const notPlayableYet = (state: string): Response =>
  notReadyError(
    'This track is being prepared for playback. Try again in a moment.',
    state,
    RETRY_AFTER_SECONDS,
  )

/**
 * GET /api/tracks/{id}/preview: the track's 35-second window (from its preview start), cut on
 * the server on MP3 frame boundaries. No byte outside the window is ever sent here; the full
 * audio is only reachable through the routes that check a purchase.
 */
export const previewTrack = async (request: Request, id: string): Promise<Response> => {
  if (!trackIdSchema.safeParse(id).success) return jsonError(404, 'Track not found')
  const master = await findTrackMaster(await getPayloadClient(), id, { memo: true })
  if (!master) return jsonError(404, 'Track not found')
  if (!master.file) return notPlayableYet(master.streamState ?? 'queued')

  let clip = clips.get(master.trackId)
  if (!clip || clip.version !== master.version) {
    const cut = cutWindow(await master.read(), master.previewStart, PREVIEW_SECONDS)
    clip = { version: master.version, body: Buffer.from(cut.clip), seconds: cut.seconds }
    remember(master.trackId, clip)
  }
  if (clip.body.length === 0) return jsonError(404, 'This track has no preview')

  return byteRangeResponse(request, bufferSource(clip.body), {
    'Content-Type': 'audio/mpeg',
    'Cache-Control': 'public, max-age=300',
    'X-Preview-Seconds': clip.seconds.toFixed(3),
    'Content-Disposition': `inline; filename="preview-${master.trackId}.mp3"`,
  })
}
