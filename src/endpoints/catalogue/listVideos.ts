import { sessionOf } from '@/lib/auth/requestUser'
import { listMemberVideos, listPublicVideos } from '@/lib/catalogue/videos'
import { PUBLIC_CATALOGUE } from '@/lib/http/caching'
import { getPayloadClient } from '@/lib/payload'

/**
 * GET /api/videos: the published videos with their thumbnails; the links of members-only videos
 * only for a signed-in caller (a visitor gets `videoUrl: null` for those).
 */
export const listVideos = async (request: Request): Promise<Response> => {
  const payload = await getPayloadClient()
  const signedIn = await sessionOf(payload, request)
  // A visitor's list is the same for all visitors; what varies with the session is marked so.
  if (!signedIn) {
    return Response.json(await listPublicVideos(payload), {
      headers: { ...PUBLIC_CATALOGUE, Vary: 'Cookie' },
    })
  }
  // The links of members-only videos: never kept by a shared cache.
  return Response.json(await listMemberVideos(payload), {
    headers: { 'Cache-Control': 'private, no-store' },
  })
}
