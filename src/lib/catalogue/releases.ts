import type { Payload } from 'payload'

import type { ReadyFormat } from '@/lib/audio/renditions/trackFormats'
import { cached } from '@/lib/cache/memo'
import { isPreOrder } from '@/lib/commerce/preOrders'
import { publicTerms } from '@/lib/commerce/priceTerms'
import type { Release } from '@/payload-types'
import { isId, relationId } from '@/lib/validation/ids'

import { listPublicTracks, type PublicTrack } from './tracks'
import { uploadUrl } from './uploadUrl'

export type ReleaseType = Release['releaseType']

/** A release as the public API shows it: its published tracks in order, with their previews. */
export type PublicRelease = {
  id: string
  slug: string
  title: string
  artist: string
  releaseType: ReleaseType
  /** The day it comes out (ISO date-time). */
  releaseDate: string
  /** Dated in the future: sold now, its tracks (teasers excepted) held until its day. */
  preOrder: boolean
  /** The tracks a pre-order's buyers may play and download at once, in tracklist order. */
  teaserTrackIds: string[]
  price: string
  priceMode: PublicTrack['priceMode']
  suggestedPrice: string | null
  maximumPrice: string | null
  coverImageUrl: string | null
  description: string | null
  credits: string | null
  tracks: PublicTrack[]
  /**
   * The formats the whole release can be downloaded in now: those ready for every one of its
   * tracks, with the sum of their sizes.
   */
  formats: ReadyFormat[]
}

/** The formats ready for every track, in the first track's order, sizes added up. */
export const releaseFormats = (tracks: readonly PublicTrack[]): ReadyFormat[] => {
  if (tracks.length === 0) return []
  const [first, ...rest] = tracks
  return first.formats.flatMap((format) => {
    const sizes = rest.map(
      (track) => track.formats.find((other) => other.format === format.format)?.size,
    )
    if (sizes.some((size) => size === undefined)) return []
    return [{ ...format, size: sizes.reduce<number>((sum, size) => sum + size!, format.size) }]
  })
}

export const toPublicRelease = (
  release: Release,
  catalogue: ReadonlyMap<string, PublicTrack>,
): PublicRelease => {
  // Only the published tracks: a track taken off the site leaves its releases too.
  const tracks = (release.tracks ?? []).flatMap((entry) => {
    const track = catalogue.get(relationId(entry) ?? '')
    return track ? [track] : []
  })
  const teasers = new Set((release.teasers ?? []).map(relationId))
  return {
    id: release.id,
    slug: release.slug,
    title: release.title,
    artist: release.artist,
    releaseType: release.releaseType,
    releaseDate: release.releaseDate,
    preOrder: isPreOrder(release.releaseDate),
    teaserTrackIds: tracks.filter((track) => teasers.has(track.id)).map((track) => track.id),
    ...publicTerms(release),
    coverImageUrl: uploadUrl(release.coverImage, 'card'),
    description: release.description ?? null,
    credits: release.credits ?? null,
    tracks,
    formats: releaseFormats(tracks),
  }
}

/**
 * Published releases with at least one published track, in the Music page's order, read with a
 * visitor's rights (a draft release, or a draft track on a published one, is never shown).
 */
export const listPublicReleases = (payload: Payload): Promise<PublicRelease[]> =>
  cached('releases', async () => {
    const [{ docs }, tracks] = await Promise.all([
      payload.find({
        collection: 'releases',
        depth: 1,
        // The tracks themselves come from the catalogue (published ones only).
        populate: { tracks: { title: true } },
        pagination: false,
        sort: ['position', '-releaseDate'],
        overrideAccess: false,
        user: null,
      }),
      listPublicTracks(payload),
    ])
    const catalogue = new Map(tracks.map((track) => [track.id, track]))
    return docs
      .map((release) => toPublicRelease(release, catalogue))
      .filter((release) => release.tracks.length > 0)
  })

/** One published release by id or slug; null for anything else. */
export const findPublicRelease = async (
  payload: Payload,
  idOrSlug: string,
): Promise<PublicRelease | null> => {
  const releases = await listPublicReleases(payload)
  const key = idOrSlug.trim()
  return releases.find((release) => (isId(key) ? release.id === key : release.slug === key)) ?? null
}
