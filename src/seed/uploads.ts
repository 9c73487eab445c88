import type { Payload } from 'payload'

import { synthesizeMaster } from './assets/audio'
import { type ArtworkScene, renderArtwork } from './assets/images'

const slugify = (value: string) =>
  value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/(^-|-$)/g, '')

export const createArtwork = async (
  payload: Payload,
  options: {
    seed: number
    /** The media item's name and, unless `alt` says otherwise, its alt text. Never drawn. */
    title: string
    alt?: string
    scene: ArtworkScene
    width: number
    height: number
  },
): Promise<string> => {
  // The picture carries no text: the site prints each title once, beside or under it.
  const data = await renderArtwork(options)
  const doc = await payload.create({
    collection: 'media',
    data: { alt: options.alt ?? options.title },
    file: {
      data,
      mimetype: 'image/jpeg',
      name: `${slugify(options.title)}.jpg`,
      size: data.length,
    },
    overrideAccess: true,
  })
  return doc.id
}

export const createTrackAudio = async (
  payload: Payload,
  options: { seed: number; title: string; seconds: number; bpm: number; rootHz: number },
): Promise<string> => {
  // A lossless master, as a studio delivers it: the store makes every format from it.
  const data = synthesizeMaster(options)
  const doc = await payload.create({
    collection: 'track-audio',
    data: { label: options.title },
    file: {
      data,
      mimetype: 'audio/wav',
      name: `${slugify(options.title)}.wav`,
      size: data.length,
    },
    overrideAccess: true,
  })
  return doc.id
}

export const formatDuration = (seconds: number): string =>
  `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`
