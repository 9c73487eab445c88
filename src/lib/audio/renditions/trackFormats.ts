import type { Payload } from 'payload'

import { FORMATS, type FormatId } from '@/lib/audio/ffmpeg/formats'

import { readRenditions } from './ledger'
import { planTracksFiles } from './plan'

/** A format a fan can download now, as the catalogue lists it. */
export type ReadyFormat = { format: FormatId; label: string; ext: string; size: number }

/**
 * The formats ready for each of these published tracks, in the table's order: two reads for the
 * whole catalogue (the tracks' masters and covers, then the files), whatever its length.
 */
export const readyFormatsOf = async (
  payload: Payload,
  trackIds: readonly string[],
): Promise<Map<string, ReadyFormat[]>> => {
  const plans = await planTracksFiles(payload, trackIds)
  const keys = [...plans.values()].flatMap((plan) =>
    plan.forSale.map((format) => plan.keys[format]!),
  )
  const rows = await readRenditions(payload, keys)
  const ready = new Map<string, ReadyFormat[]>()
  for (const [trackId, plan] of plans) {
    ready.set(
      trackId,
      plan.forSale.flatMap((format) => {
        const row = rows.get(plan.keys[format]!)
        if (row?.state !== 'ready' || row.size === null) return []
        const { label, ext } = FORMATS[format]
        return [{ format, label, ext, size: row.size }]
      }),
    )
  }
  return ready
}
