import type { Payload } from 'payload'

import { cached } from '@/lib/cache/memo'
import { formatMoney } from '@/lib/commerce/money'
import type { Track } from '@/payload-types'
import { idSchema } from '@/lib/validation/ids'

import { uploadUrl } from './uploadUrl'

/** A track as the public API shows it: never the location of the full audio. */
export type PublicTrack = {
  id: string
  title: string
  artist: string
  price: string
  previewUrl: string
  previewStart: number
  coverImageUrl: string | null
  description: string | null
  duration: string
  createdAt: string
}

export const toPublicTrack = (track: Track): PublicTrack => ({
  id: track.id,
  title: track.title,
  artist: track.artist,
  price: formatMoney(track.price),
  previewUrl: `/api/tracks/${track.id}/preview`,
  previewStart: track.previewStart ?? 0,
  coverImageUrl: uploadUrl(track.coverImage, 'card'),
  description: track.description ?? null,
  duration: track.duration ?? '0:45',
  createdAt: track.createdAt,
})

/** Published tracks in catalogue order, read with a visitor's rights. */
export const listPublicTracks = (payload: Payload): Promise<PublicTrack[]> =>
  cached('tracks', async () => {
    const { docs } = await payload.find({
      collection: 'tracks',
      depth: 1,
      pagination: false,
      sort: ['position', 'createdAt'],
      overrideAccess: false,
      user: null,
    })
    return docs.map(toPublicTrack)
  })

export const trackIdSchema = idSchema

export const findPublicTrack = async (
  payload: Payload,
  id: string,
): Promise<PublicTrack | null> => {
  if (!trackIdSchema.safeParse(id).success) return null
  const tracks = await listPublicTracks(payload)
  return tracks.find((track) => track.id === id) ?? null
}
