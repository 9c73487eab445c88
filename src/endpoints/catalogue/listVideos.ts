import { listPublicVideos } from '@/lib/catalogue/videos'
import { getPayloadClient } from '@/lib/payload'

/** GET /api/videos: the published videos with their links and thumbnails. */
export const listVideos = async (): Promise<Response> => {
  const videos = await listPublicVideos(await getPayloadClient())
  return Response.json(videos)
}
