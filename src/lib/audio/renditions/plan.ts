import { createHash } from 'node:crypto'
import path from 'node:path'
import type { Payload } from 'payload'

import { buildsForMaster, formatsForMaster, type FormatId } from '@/lib/audio/ffmpeg/formats'
import { type TrackTags, tagsHash } from '@/lib/audio/ffmpeg/tags'
import type { Media, Track, TrackAudio } from '@/payload-types'

import { renditionKey } from './keys'
import { trackTags } from './trackTags'

export type MasterFacts = {
  id: string
  file: string
  sha256: string
  codec: string
  durationSeconds: number
}

/** Everything that decides a track's files: which master, which tags, which cover. */
export type TrackFilesPlan = {
  trackId: string
  master: MasterFacts
  tags: TrackTags
  /** The cover's file on disk, embedded in every file that carries a picture. */
  coverFile: string | null
  tagsHash: string
  /** What is made from this master: the formats sold, and the stream of a lossless master. */
  builds: readonly FormatId[]
  /** The formats a fan can choose. */
  forSale: readonly FormatId[]
  keys: Readonly<Partial<Record<FormatId, string>>>
}

const uploadDir = (payload: Payload, slug: 'track-audio' | 'media'): string =>
  path.resolve(payload.collections[slug].config.upload.staticDir ?? slug)

/** A master's probed facts, or null when it was stored before masters were probed. */
export const masterFactsOf = (payload: Payload, audio: TrackAudio): MasterFacts | null =>
  audio.filename && audio.sha256 && audio.codec && audio.durationSeconds
    ? {
        id: audio.id,
        file: path.join(uploadDir(payload, 'track-audio'), audio.filename),
        sha256: audio.sha256,
        codec: audio.codec,
        durationSeconds: audio.durationSeconds,
      }
    : null

/**
 * The plan of a track read at depth 1 (its master and cover populated). The cover enters the
 * tags' hash by its identity (the stored file and when it changed), so listing the formats of a
 * catalogue never reads a picture.
 */
export const planOfTrack = (payload: Payload, track: Track): TrackFilesPlan | null => {
  const audio = track.audio
  if (!audio || typeof audio !== 'object') return null
  const master = masterFactsOf(payload, audio)
  if (!master) return null
  const cover = track.coverImage && typeof track.coverImage === 'object' ? track.coverImage : null
  const coverFile = cover?.filename ? path.join(uploadDir(payload, 'media'), cover.filename) : null
  const tags = trackTags(track)
  const hash = tagsHash(tags, cover ? coverIdentity(cover) : null)
  const builds = buildsForMaster(master.codec)
  return {
    trackId: track.id,
    master,
    tags,
    coverFile,
    tagsHash: hash,
    builds,
    forSale: formatsForMaster(master.codec),
    keys: Object.fromEntries(
      builds.map((format) => [format, renditionKey(master.sha256, format, hash)]),
    ),
  }
}

const coverIdentity = (cover: Media): Buffer =>
  createHash('sha256')
    .update(`${cover.id}\n${cover.filename}\n${cover.filesize}\n${cover.updatedAt}`)
    .digest()

/** A published track with its master and cover, as server code sees it; null otherwise. */
export const findPublishedTrack = async (payload: Payload, trackId: string) => {
  const { docs } = await payload.find({
    collection: 'tracks',
    where: { and: [{ id: { equals: trackId } }, { _status: { equals: 'published' } }] },
    depth: 1,
    limit: 1,
    pagination: false,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/** The published track's plan, or null for an unknown, unpublished or master-less track. */
export const planTrackFiles = async (
  payload: Payload,
  trackId: string,
): Promise<TrackFilesPlan | null> => {
  const track = await findPublishedTrack(payload, trackId)
  return track ? planOfTrack(payload, track) : null
}

/** The plans of several published tracks, in one read. */
export const planTracksFiles = async (
  payload: Payload,
  trackIds: readonly string[],
): Promise<Map<string, TrackFilesPlan>> => {
  const plans = new Map<string, TrackFilesPlan>()
  if (trackIds.length === 0) return plans
  const { docs } = await payload.find({
    collection: 'tracks',
    where: { and: [{ id: { in: trackIds } }, { _status: { equals: 'published' } }] },
    depth: 1,
    pagination: false,
    overrideAccess: true,
  })
  for (const track of docs) {
    const plan = planOfTrack(payload, track)
    if (plan) plans.set(track.id, plan)
  }
  return plans
}
