import fs from 'node:fs/promises'
import path from 'node:path'
import type { Payload } from 'payload'

import type { TrackAudio } from '@/payload-types'

export type TrackMaster = {
  trackId: string
  title: string
  price: number
  previewStart: number
  audioId: string
  version: string
  /** Where the master lives on disk (the private upload folder). */
  file: string
  read: () => Promise<Buffer>
}

/**
 * The private master of a published track, for server code that decides what part of it a
 * listener may receive. Null for an unknown, unpublished or audio-less track.
 */
export const findTrackMaster = async (
  payload: Payload,
  trackId: string,
): Promise<TrackMaster | null> => {
  const { docs } = await payload.find({
    collection: 'tracks',
    where: { and: [{ id: { equals: trackId } }, { _status: { equals: 'published' } }] },
    depth: 1,
    limit: 1,
    pagination: false,
    overrideAccess: true,
  })
  const track = docs[0]
  const audio = track?.audio as TrackAudio | string | null | undefined
  if (!track || !audio || typeof audio !== 'object' || !audio.filename) return null
  const staticDir = payload.collections['track-audio'].config.upload.staticDir ?? 'track-audio'
  const file = path.resolve(staticDir, audio.filename)
  return {
    trackId: track.id,
    title: track.title,
    price: track.price,
    previewStart: track.previewStart ?? 0,
    audioId: audio.id,
    version: `${audio.id}:${audio.updatedAt}`,
    file,
    read: () => fs.readFile(file),
  }
}
