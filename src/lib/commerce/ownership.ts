import type { Payload } from 'payload'

import { drizzleOf } from '@/lib/db/sql'

import { ownsTrackSql } from './ledger'

/**
 * A member owns a track once a purchase of it, or of a release that gave it, is completed
 * (spec §4; a refund or dispute of that purchase takes it back).
 */
export const ownsTrack = async (
  payload: Payload,
  userId: string,
  trackId: string,
): Promise<boolean> => {
  const result = await drizzleOf(payload).execute(ownsTrackSql(userId, trackId))
  return (result.rows[0] as { owned: boolean } | undefined)?.owned === true
}

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
  const owned = await Promise.all(release.trackIds.map((id) => ownsTrack(payload, userId, id)))
  return release.trackIds.length > 0 && owned.every(Boolean)
}
