import fs from 'node:fs/promises'
import path from 'node:path'
import type { Payload } from 'payload'

import { readRenditions, type RenditionRow } from '@/lib/audio/renditions/ledger'
import { renditionsDir } from '@/lib/audio/renditions/keys'
import { findPublishedTrack, planOfTrack, type TrackFilesPlan } from '@/lib/audio/renditions/plan'
import type { RenditionState } from '@/lib/audio/renditions/states'
import { cachedIfFound } from '@/lib/cache/memo'
import { type PriceTerms, termsOf } from '@/lib/commerce/priceTerms'
import { localCopy } from '@/lib/storage/objectStore'
import type { TrackAudio } from '@/payload-types'

export type TrackMaster = {
  trackId: string
  title: string
  price: number
  /** How it is sold: its fixed price, or its name-your-price terms. */
  terms: PriceTerms
  previewStart: number
  audioId: string
  /** What the site's player and previews play: changes whenever that file changes. */
  version: string
  /**
   * The MP3 that previews and full plays are cut from: the master itself when it is an MP3,
   * the stream file made from a lossless master. Null while that file is not made yet.
   */
  file: string | null
  /** Where the stream file stands, when it is not ready (for a 503 the player can wait on). */
  streamState: RenditionState | null
  /** Where the master lives on disk (the private upload folder). */
  masterFile: string
  /** Its files and formats; null for a master stored before masters were probed (an MP3). */
  plan: TrackFilesPlan | null
  /**
   * The ledger's rows of its files (stream and formats), read with it: one query for all, and
   * through the memo for the calls that serve files, which every file made clears.
   */
  renditions: ReadonlyMap<string, RenditionRow>
  read: () => Promise<Buffer>
}

/**
 * The private master of a published track, for server code that decides what part of it a
 * listener may receive. Null for an unknown, unpublished or audio-less track. `memo`: the track
 * is read through the catalogue's memo (cleared by every change and every file made, on every
 * instance), for the calls that serve files, where the listener's right itself is checked live;
 * never for a price.
 */
export const findTrackMaster = (
  payload: Payload,
  trackId: string,
  { memo = false }: { memo?: boolean } = {},
): Promise<TrackMaster | null> =>
  memo
    ? cachedIfFound(`track-master:${trackId}`, () => readTrackMaster(payload, trackId))
    : readTrackMaster(payload, trackId)

const readTrackMaster = async (payload: Payload, trackId: string): Promise<TrackMaster | null> => {
  const track = await findPublishedTrack(payload, trackId)
  const audio = track?.audio as TrackAudio | string | null | undefined
  if (!track || !audio || typeof audio !== 'object' || !audio.filename) return null
  const staticDir = payload.collections['track-audio'].config.upload.staticDir ?? 'track-audio'
  const masterFile = path.resolve(staticDir, audio.filename)
  const plan = planOfTrack(payload, track)
  const renditions = plan ? await readRenditions(payload, Object.values(plan.keys)) : new Map()
  const streamKey = plan?.keys.stream
  let file: string | null = masterFile
  let streamState: RenditionState | null = null
  let version = `${audio.id}:${audio.updatedAt}`
  if (streamKey) {
    const row = renditions.get(streamKey)
    const ready = row?.state === 'ready' && row.filename
    file = ready ? path.join(renditionsDir(), row.filename!) : null
    streamState = ready ? null : (row?.state ?? 'queued')
    version = streamKey
  }
  return {
    trackId: track.id,
    title: track.title,
    price: track.price,
    terms: termsOf(track),
    previewStart: track.previewStart ?? 0,
    audioId: audio.id,
    version,
    file,
    streamState,
    masterFile,
    plan,
    renditions,
    read: async () => {
      if (!file) throw new Error('The stream is not made yet')
      return fs.readFile(await localCopy(file))
    },
  }
}
