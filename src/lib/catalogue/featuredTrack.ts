import type { Payload } from 'payload'

import { cached } from './cache'
import type { PublicTrack } from './tracks'

/** The single the landing page features: the one chosen in site settings, else the first track. */
export const pickFeaturedTrack = async (
  payload: Payload,
  tracks: readonly PublicTrack[],
): Promise<PublicTrack | null> => {
  const featuredId = await cached('featured-track', async () => {
    const settings = await payload.findGlobal({
      slug: 'site-settings',
      depth: 0,
      overrideAccess: false,
      user: null,
    })
    const featured = settings.featuredTrack
    return typeof featured === 'object' && featured ? featured.id : (featured ?? null)
  })
  return tracks.find((track) => track.id === featuredId) ?? tracks[0] ?? null
}
