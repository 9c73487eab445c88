import { sessionOf } from '@/lib/auth/requestUser'
import { fileSource } from '@/lib/audio/byteRange'
import { audit } from '@/lib/audit'
import { authoriseTrackFile } from '@/lib/commerce/fileAccess'
import { jsonError } from '@/lib/http/errors'
import { requestMeta } from '@/lib/http/request'
import { getPayloadClient } from '@/lib/payload'

/**
 * GET /api/secure/download/{trackId}: the full master as `track-{trackId}.mp3`, streamed from
 * disk (never read whole into memory), for a member whose download right allows it. Each
 * download is counted and audited.
 */
export const secureDownload = async (request: Request, trackId: string): Promise<Response> => {
  const payload = await getPayloadClient()
  const signedIn = await sessionOf(payload, request)
  const access = await authoriseTrackFile(payload, signedIn?.user.id ?? null, trackId, {
    count: true,
  })
  if (!access.ok) return jsonError(access.status, access.error)

  const { master } = access
  const source = await fileSource(master.file)
  await audit(payload, {
    eventType: 'track_downloaded',
    action: 'Track downloaded',
    user: signedIn?.user.id,
    sessionId: signedIn?.session.id,
    resourceType: 'tracks',
    resourceId: master.trackId,
    details: { accessCount: access.accessCount, bytes: source.size },
    meta: requestMeta(request),
  })
  return new Response(source.size > 0 ? source.slice(0, source.size - 1) : null, {
    headers: {
      'Content-Type': 'audio/mpeg',
      'Content-Length': String(source.size),
      // Next 16 drops Content-Length from route handler responses (they go out chunked); the
      // dashboard's progress bar reads the size from here.
      'X-Content-Length': String(source.size),
      'Content-Disposition': `attachment; filename="track-${master.trackId}.mp3"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
