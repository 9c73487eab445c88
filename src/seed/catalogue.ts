import type { Payload } from 'payload'

import {
  DEMO_ARTIST,
  DEMO_PHOTOS,
  DEMO_RELEASES,
  DEMO_TRACKS,
  DEMO_VIDEOS,
} from './content/catalogue'
import { createArtwork, createTrackAudio, formatDuration } from './uploads'

const isEmpty = async (payload: Payload, collection: 'tracks' | 'releases' | 'videos' | 'photos') =>
  (await payload.count({ collection, overrideAccess: true })).totalDocs === 0

/**
 * Each kind of content is seeded once, into an empty collection: what the team deletes or edits
 * afterwards stays as they left it.
 */
export const seedTracks = async (payload: Payload): Promise<void> => {
  if (!(await isEmpty(payload, 'tracks'))) return
  for (const [index, track] of DEMO_TRACKS.entries()) {
    const seed = 100 + index
    const coverImage = await createArtwork(payload, {
      seed,
      title: `${track.title} cover`,
      alt: `Cover art for ${track.title}: an abstract composition`,
      scene: 'cover',
      width: 1200,
      height: 1200,
    })
    const audio = await createTrackAudio(payload, { seed, ...track })
    await payload.create({
      collection: 'tracks',
      data: {
        title: track.title,
        artist: DEMO_ARTIST,
        price: track.price,
        ...('priceMode' in track
          ? {
              priceMode: track.priceMode,
              suggestedPrice: track.suggestedPrice,
              maximumPrice: track.maximumPrice,
            }
          : {}),
        previewStart: track.previewStart,
        description: track.description,
        ...('lyrics' in track
          ? { lyrics: track.lyrics, credits: track.credits, isrc: track.isrc }
          : {}),
        duration: formatDuration(track.seconds),
        position: index + 1,
        coverImage,
        audio,
        _status: 'published',
      },
      overrideAccess: true,
    })
  }
}

/** The demo's releases, from tracks seeded above (found by title, in each release's order). */
export const seedReleases = async (payload: Payload): Promise<void> => {
  if (!(await isEmpty(payload, 'releases'))) return
  for (const [index, release] of DEMO_RELEASES.entries()) {
    const { docs } = await payload.find({
      collection: 'tracks',
      where: { title: { in: [...release.tracks] } },
      select: { title: true },
      pagination: false,
      overrideAccess: true,
    })
    const idsOf = (titles: readonly string[]) =>
      titles.flatMap((title) => {
        const track = docs.find((doc) => doc.title === title)
        return track ? [track.id] : []
      })
    const tracks = idsOf(release.tracks)
    if (tracks.length === 0) continue
    const coverImage = await createArtwork(payload, {
      seed: 300 + index,
      title: `${release.title} cover`,
      alt: `Cover art for ${release.title}: an abstract night-time composition`,
      scene: 'cover',
      width: 1200,
      height: 1200,
    })
    await payload.create({
      collection: 'releases',
      data: {
        title: release.title,
        slug: release.slug,
        artist: DEMO_ARTIST,
        releaseType: release.releaseType,
        description: release.description,
        credits: release.credits,
        tracks,
        teasers: 'teasers' in release ? idsOf(release.teasers) : [],
        releaseDate: new Date(
          Date.now() + ('daysAhead' in release ? release.daysAhead : 0) * 86_400_000,
        ).toISOString(),
        priceMode: release.priceMode,
        price: release.price,
        ...(release.priceMode === 'name-your-price'
          ? { suggestedPrice: release.suggestedPrice, maximumPrice: release.maximumPrice }
          : {}),
        position: index + 1,
        coverImage,
        _status: 'published',
      },
      overrideAccess: true,
    })
  }
}

export const seedVideos = async (payload: Payload): Promise<void> => {
  if (!(await isEmpty(payload, 'videos'))) return
  for (const [index, video] of DEMO_VIDEOS.entries()) {
    const thumbnail = await createArtwork(payload, {
      seed: 200 + index,
      title: `${video.title} still`,
      alt: `Still from ${video.title}: a silhouette under stage lights`,
      scene: 'still',
      width: 1280,
      height: 720,
    })
    await payload.create({
      collection: 'videos',
      data: { ...video, thumbnail, position: index + 1, _status: 'published' },
      overrideAccess: true,
    })
  }
}

const PHOTO_DIMENSIONS = {
  large: { width: 1600, height: 1600 },
  wide: { width: 1920, height: 1080 },
  regular: { width: 1200, height: 1500 },
} as const

export const seedPhotos = async (payload: Payload): Promise<void> => {
  if (!(await isEmpty(payload, 'photos'))) return
  for (const [index, photo] of DEMO_PHOTOS.entries()) {
    const image = await createArtwork(payload, {
      seed: 300 + index,
      title: photo.title,
      scene: photo.category === 'album-covers' ? 'cover' : 'photo',
      ...PHOTO_DIMENSIONS[photo.size],
    })
    await payload.create({
      collection: 'photos',
      data: { ...photo, image, position: index + 1, _status: 'published' },
      overrideAccess: true,
    })
  }
}
