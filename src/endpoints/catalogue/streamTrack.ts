import { liveSessionOf } from '@/lib/auth/requestUser'
import { byteRangeResponse, fileSource } from '@/lib/audio/byteRange'
import { trackIdSchema } from '@/lib/catalogue/tracks'
import { findTrackMaster } from '@/lib/catalogue/trackMaster'
import { authoriseMasterFile } from '@/lib/commerce/fileAccess'
import { trackHeldError, trackHeldUntil } from '@/lib/commerce/preOrders'
import { jsonError } from '@/lib/http/errors'
import { getPayloadClient } from '@/lib/payload'
import { localCopy } from '@/lib/storage/objectStore'

import { notPlayableYet } from './previewTrack'

/**
 * GET /api/tracks/{id}/stream: the full track with HTTP Range support (seeking), for a free
 * track or a member whose download right allows it (the download route's rules, without
 * counting each range request). Everyone else gets the preview route only, and so does everyone
 * while a pre-order holds the track (403 naming its day).
 */
export const streamTrack = async (request: Request, id: string): Promise<Response> => {
  if (!trackIdSchema.safeParse(id).success) return jsonError(404, 'Track not found')
  const payload = await getPayloadClient()
  const master = await findTrackMaster(payload, id, { memo: true })
  if (!master) return jsonError(404, 'Track not found')

  // A pre-order's track is played in full by nobody before its day, free or bought.
  const heldUntil = await trackHeldUntil(payload, master.trackId)
  if (heldUntil) return jsonError(403, trackHeldError(heldUntil))
  const free = master.price === 0
  if (!free) {
    const signedIn = await liveSessionOf(payload, request)
    const access = await authoriseMasterFile(payload, signedIn?.userId ?? null, master)
    if (!access.ok) {
      return jsonError(
        access.status,
        access.status === 403 ? 'Purchase this track to hear the full song!' : access.error,
      )
    }
  }
  if (!master.file) return notPlayableYet(master.streamState ?? 'queued')
  return byteRangeResponse(
    request,
    await fileSource(await localCopy(master.file), request.signal),
    {
      'Content-Type': 'audio/mpeg',
      // An owner's stream must not be kept by shared caches.
      'Cache-Control': free ? 'public, max-age=300' : 'private, no-store',
    },
  )
}
