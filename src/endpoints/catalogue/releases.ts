import { findPublicRelease, listPublicReleases } from '@/lib/catalogue/releases'
import { PUBLIC_CATALOGUE } from '@/lib/http/caching'
import { jsonError } from '@/lib/http/errors'
import { getPayloadClient } from '@/lib/payload'

/** GET /api/releases: a plain JSON array of the published releases, as /api/tracks. */
export const listReleases = async (): Promise<Response> =>
  Response.json(await listPublicReleases(await getPayloadClient()), { headers: PUBLIC_CATALOGUE })

/** GET /api/releases/{idOrSlug}: one published release, or 404. */
export const getRelease = async (idOrSlug: string): Promise<Response> => {
  const release = await findPublicRelease(await getPayloadClient(), idOrSlug)
  if (!release) return jsonError(404, 'Release not found')
  return Response.json(release, { headers: PUBLIC_CATALOGUE })
}
