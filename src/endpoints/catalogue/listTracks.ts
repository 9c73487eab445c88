import { listPublicTracks } from '@/lib/catalogue/tracks'
import { PUBLIC_CATALOGUE } from '@/lib/http/caching'
import { getPayloadClient } from '@/lib/payload'

/** GET /api/tracks: a plain JSON array of the published tracks. */
export const listTracks = async (): Promise<Response> => {
  const tracks = await listPublicTracks(await getPayloadClient())
  return Response.json(tracks, { headers: PUBLIC_CATALOGUE })
}
