import type { Payload } from 'payload'

import { getSiteSettings } from '@/lib/site/settings'

import type { PublicTrack } from './tracks'

/** The single the landing page features: the one chosen in site settings, else the first track. */
export const pickFeaturedTrack = async (
  payload: Payload,
  tracks: readonly PublicTrack[],
): Promise<PublicTrack | null> => {
  const featured = (await getSiteSettings(payload)).featuredTrack
  const featuredId = typeof featured === 'object' && featured ? featured.id : (featured ?? null)
  return tracks.find((track) => track.id === featuredId) ?? tracks[0] ?? null
}
