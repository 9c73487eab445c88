import type { Payload } from 'payload'

import { heldTracks } from '@/lib/commerce/preOrders'
import { drizzleOf } from '@/lib/db/sql'

import { type ReadyFormat, readyFormatsOf } from '@/lib/audio/renditions/trackFormats'
import { cached } from '@/lib/cache/memo'
import { type PriceMode, publicTerms } from '@/lib/commerce/priceTerms'
import type { Track } from '@/payload-types'
import { idSchema } from '@/lib/validation/ids'

import { uploadUrl } from './uploadUrl'

/** A track as the public API shows it: never the location of the full audio. */
export type PublicTrack = {
  id: string
  title: string
  artist: string
  /** The price; for name-your-price, the minimum ("0.00" allows $0). */
  price: string
  priceMode: PriceMode
  /** Name-your-price only: the amount the checkout starts from, and the most a fan can pay. */
  suggestedPrice: string | null
  maximumPrice: string | null
  previewUrl: string
  previewStart: number
  coverImageUrl: string | null
  description: string | null
  duration: string
  createdAt: string
  lyrics: string | null
  credits: string | null
  genre: string | null
  isrc: string | null
  /** The download formats ready now, with their sizes in bytes (issue 21). */
  formats: ReadyFormat[]
  /**
   * The day a pre-order opens this track (ISO): until then only its preview plays, for buyers
   * too. Null when it can be played in full and downloaded by those who may.
   */
  outOn: string | null
}

export const toPublicTrack = (
  track: Track,
  formats: ReadyFormat[] = [],
  outOn: string | null = null,
): PublicTrack => ({
  id: track.id,
  title: track.title,
  artist: track.artist,
  ...publicTerms(track),
  previewUrl: `/api/tracks/${track.id}/preview`,
  previewStart: track.previewStart ?? 0,
  coverImageUrl: uploadUrl(track.coverImage, 'card'),
  description: track.description ?? null,
  duration: track.duration ?? '0:45',
  createdAt: track.createdAt,
  lyrics: track.lyrics ?? null,
  credits: track.credits ?? null,
  genre: track.genre ?? null,
  isrc: track.isrc ?? null,
  formats,
  outOn,
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
    const ids = docs.map((track) => track.id)
    const [formats, held] = await Promise.all([
      readyFormatsOf(payload, ids),
      heldTracks(drizzleOf(payload), ids),
    ])
    return docs.map((track) =>
      toPublicTrack(track, formats.get(track.id) ?? [], held.get(track.id) ?? null),
    )
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
