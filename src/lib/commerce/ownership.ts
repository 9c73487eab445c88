import type { Payload } from 'payload'

import { executePrepared } from '@/lib/db/sql'

import { ownedTracksSql } from './ledger'

/**
 * The tracks of these a member owns: a purchase of the track, or of a release that gave it, is
 * completed (spec §4; a refund or dispute of that purchase takes it back). One query for any
 * number of tracks (a release's zip).
 */
export const ownedTracks = async (
  payload: Payload,
  userId: string,
  trackIds: readonly string[],
): Promise<Set<string>> => {
  if (trackIds.length === 0) return new Set()
  const rows = await executePrepared<{ track_id: string }>(
    payload,
    ownedTracksSql(userId, trackIds),
  )
  return new Set(rows.map((row) => row.track_id))
}

export const ownsTrack = async (
  payload: Payload,
  userId: string,
  trackId: string,
): Promise<boolean> => (await ownedTracks(payload, userId, [trackId])).has(trackId)

/** A release is owned once bought, or once every track on it is (nothing left to sell). */
export const ownsRelease = async (
  payload: Payload,
  userId: string,
  release: { id: string; trackIds: readonly string[] },
): Promise<boolean> => {
  const { totalDocs } = await payload.count({
    collection: 'purchases',
    where: {
      and: [
        { user: { equals: userId } },
        { release: { equals: release.id } },
        { status: { equals: 'completed' } },
      ],
    },
    overrideAccess: true,
  })
  if (totalDocs > 0) return true
  const owned = await ownedTracks(payload, userId, release.trackIds)
  return release.trackIds.length > 0 && release.trackIds.every((id) => owned.has(id))
}
