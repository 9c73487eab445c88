import { findPublicTrack } from '@/lib/catalogue/tracks'
import { PUBLIC_CATALOGUE } from '@/lib/http/caching'
import { jsonError } from '@/lib/http/errors'
import { getPayloadClient } from '@/lib/payload'

/** GET /api/tracks/{id}: one published track, or 404 for an unknown or malformed id. */
export const getTrack = async (id: string): Promise<Response> => {
  const track = await findPublicTrack(await getPayloadClient(), id)
  if (!track) return jsonError(404, 'Track not found')
  return Response.json(track, { headers: PUBLIC_CATALOGUE })
}
