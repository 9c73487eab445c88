import { liveSessionOf } from '@/lib/auth/requestUser'
import { resolveDownloadFile } from '@/lib/audio/renditions/downloadFile'
import { RETRY_AFTER_SECONDS } from '@/lib/audio/renditions/states'
import { authoriseTrackFile, countDownload } from '@/lib/commerce/fileAccess'
import { jsonError, notReadyError } from '@/lib/http/errors'
import { privateFile } from '@/lib/http/privateFile'
import { requestMeta } from '@/lib/http/request'
import { getPayloadClient } from '@/lib/payload'

/**
 * GET /api/secure/download/{trackId}[?format=flac]: the track's file in the chosen format (an
 * MP3 named `track-{trackId}.mp3` without one, as the spec's call always gave), streamed from
 * disk (never read whole into memory; by nginx when it is in front), for a member whose download right allows it. A download
 * is counted and audited only when a file is served: a format still being made answers 503 at
 * once and costs the member nothing.
 */
export const secureDownload = async (request: Request, trackId: string): Promise<Response> => {
  const payload = await getPayloadClient()
  const signedIn = await liveSessionOf(payload, request)
  const allowed = await authoriseTrackFile(payload, signedIn?.userId ?? null, trackId)
  if (!allowed.ok) return jsonError(allowed.status, allowed.error)
  // Authorised, so signed in.
  const userId = signedIn!.userId

  const chosen = resolveDownloadFile(
    allowed.master,
    new URL(request.url).searchParams.get('format'),
  )
  if (!chosen.ok) {
    return chosen.status === 503
      ? notReadyError(chosen.error, chosen.state, RETRY_AFTER_SECONDS)
      : jsonError(chosen.status, chosen.error)
  }
  const file = await privateFile(chosen.file, request.signal)
  // Counted and audited (with the new count) together, once the file is known to exist.
  const access = await countDownload(payload, userId, allowed.master, {
    eventType: 'track_downloaded',
    action: 'Track downloaded',
    user: userId,
    sessionId: signedIn?.sessionId,
    resourceType: 'tracks',
    resourceId: allowed.master.trackId,
    details: { bytes: file.size, filename: chosen.filename },
    meta: requestMeta(request),
  })
  if (!access.ok) return jsonError(access.status, access.error)
  return file.response({
    'Content-Type': chosen.mime,
    'Content-Disposition': `attachment; filename="${chosen.filename}"`,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  })
}
