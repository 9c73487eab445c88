import type { Payload } from 'payload'

import { FORMATS, type FormatId } from '@/lib/audio/ffmpeg/formats'

import { readRenditions } from './ledger'
import { planTrackFiles } from './plan'
import type { RenditionState } from './states'

export type TrackFileState = {
  format: FormatId
  label: string
  forSale: boolean
  state: RenditionState
  reason: string | null
  size: number | null
  attempts: number
}

export type TrackFilesReport =
  | { published: false }
  | {
      published: true
      master: { codec: string; durationSeconds: number } | null
      files: TrackFileState[]
    }

/**
 * Where each file of a published track stands, for the team (the CMS's sidebar panel): a file
 * nobody has started yet is queued.
 */
export const trackFilesReport = async (
  payload: Payload,
  trackId: string,
): Promise<TrackFilesReport> => {
  const plan = await planTrackFiles(payload, trackId)
  if (!plan) return { published: false }
  const rows = await readRenditions(payload, Object.values(plan.keys))
  return {
    published: true,
    master: { codec: plan.master.codec, durationSeconds: plan.master.durationSeconds },
    files: plan.builds.map((format) => {
      const row = rows.get(plan.keys[format]!)
      return {
        format,
        label: FORMATS[format].label,
        forSale: FORMATS[format].forSale,
        state: row?.state ?? 'queued',
        reason: row?.reason ?? null,
        size: row?.size ?? null,
        attempts: row?.attempts ?? 0,
      }
    }),
  }
}
