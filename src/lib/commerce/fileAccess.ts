import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { trackIdSchema } from '@/lib/catalogue/tracks'
import { findTrackMaster, type TrackMaster } from '@/lib/catalogue/trackMaster'
import { drizzleOf, inTransaction, sqlList } from '@/lib/db/sql'

import { ownedTracks } from './ownership'
import { heldTracks, trackHeldError } from './preOrders'

export type FileAccess = { ok: true; master: TrackMaster; accessCount: number | null } | Refusal

type PermissionRow = {
  id: string
  is_active: boolean
  expired: boolean
  exhausted: boolean
  access_count: string
}

type Refusal = { ok: false; status: 401 | 403 | 404; error: string }

const refuse = (status: Refusal['status'], error: string): Refusal => ({
  ok: false,
  status,
  error,
})

/** Why a member's download right does not open the file, in words they can act on. */
const refusal = (row: PermissionRow | undefined): Refusal => {
  if (!row || !row.is_active) return refuse(403, 'You do not have access to this track.')
  if (row.expired) return refuse(403, 'Your access to this download has expired.')
  if (row.exhausted) return refuse(403, 'You have reached the download limit for this track.')
  return refuse(403, 'You do not have access to this track.')
}

/**
 * Who may receive a track's full file: a signed-in member with a completed purchase of it (or
 * any member, for a free track) whose download right is active, unexpired and under its maximum
 * access count. `count` records a download (atomically, so parallel requests cannot exceed the
 * maximum); full playback checks the same right without counting each seek. A track held by a
 * pre-order is refused to everyone until its day, naming it.
 */
export const authoriseTrackFile = async (
  payload: Payload,
  userId: string | null,
  trackId: string,
  options: { count: boolean },
): Promise<FileAccess> => {
  if (!trackIdSchema.safeParse(trackId).success) return refuse(404, 'Track not found')
  const master = await findTrackMaster(payload, trackId, { memo: true })
  if (!master) return refuse(404, 'Track not found')
  return authoriseMasterFile(payload, userId, master, options)
}

/** `authoriseTrackFile` for a caller that has already read the track's master. */
export const authoriseMasterFile = async (
  payload: Payload,
  userId: string | null,
  master: TrackMaster,
  options: { count: boolean },
): Promise<FileAccess> =>
  oneOf(master, await authoriseMasterFiles(payload, userId, [master], options))

export type FilesAccess = { ok: true; accessCounts: Map<string, number> | null } | Refusal

/**
 * `authoriseMasterFile` for several tracks at once (a release's zip), in a handful of queries
 * whatever their number: all of them usable, or the refusal of the first that is not, in order.
 */
export const authoriseMasterFiles = async (
  payload: Payload,
  userId: string | null,
  masters: readonly TrackMaster[],
  { count }: { count: boolean },
): Promise<FilesAccess> => {
  if (!userId) return refuse(401, 'Unauthorized')
  const ids = masters.map((master) => master.trackId)
  // A pre-order's track is nobody's in full before its day (its teasers excepted).
  const held = await heldTracks(drizzleOf(payload), ids)
  const heldId = ids.find((id) => held.has(id))
  if (heldId) return refuse(403, trackHeldError(held.get(heldId)!))

  const free = masters.filter((master) => master.price === 0)
  if (free.length > 0) {
    // A free track's right is granted on first use, so it is counted and audited like the rest.
    await drizzleOf(payload).execute(sql`INSERT INTO user_file_permissions
        (user_id, track_id, file_url, permission, access_count, max_access_count, is_active)
      VALUES ${sql.join(
        free.map(
          ({ trackId }) => sql`(${userId}, ${trackId}, ${`/api/secure/download/${trackId}`},
            'download', 0, -1, true)`,
        ),
        sql`, `,
      )}
      ON CONFLICT (user_id, track_id) DO NOTHING`)
  }
  const paid = ids.filter((_, index) => masters[index].price !== 0)
  const owned = await ownedTracks(payload, userId, paid)
  if (paid.some((id) => !owned.has(id))) return refuse(403, 'Purchase this track to download it.')

  return checkRights(payload, userId, ids, count)
}

/**
 * Counts one download of a file already authorised (authoriseMasterFile without `count`), once
 * the file is known to exist: atomically, so parallel requests cannot exceed the maximum, and
 * refused as above if the right ran out meanwhile.
 */
export const countDownload = async (
  payload: Payload,
  userId: string,
  master: TrackMaster,
): Promise<FileAccess> => oneOf(master, await checkRights(payload, userId, [master.trackId], true))

/** `countDownload` of several tracks: each counted once, or none of them (one transaction). */
export const countDownloads = (
  payload: Payload,
  userId: string,
  masters: readonly TrackMaster[],
): Promise<FilesAccess> =>
  checkRights(
    payload,
    userId,
    masters.map((master) => master.trackId),
    true,
  )

const oneOf = (master: TrackMaster, access: FilesAccess): FileAccess =>
  access.ok
    ? { ok: true, master, accessCount: access.accessCounts?.get(master.trackId) ?? null }
    : access

/** Thrown inside the counting transaction when a right is not usable: nothing stays counted. */
class NotAllUsable extends Error {}

/** The member's rights to the tracks, each usable now: counted, or only checked. */
const checkRights = async (
  payload: Payload,
  userId: string,
  trackIds: readonly string[],
  count: boolean,
): Promise<FilesAccess> => {
  if (trackIds.length === 0) return { ok: true, accessCounts: count ? new Map() : null }
  const db = drizzleOf(payload)
  const usable = sql`is_active AND (expires_at IS NULL OR expires_at > now())
    AND (max_access_count < 0 OR access_count < max_access_count)`
  const where = sql`user_id = ${userId} AND track_id IN (${sqlList(trackIds, 'uuid')})`
  const returning = sql`track_id::text AS track_id, access_count::text AS access_count`
  const counted = sql`UPDATE user_file_permissions
    SET access_count = access_count + 1, last_accessed = now(), updated_at = now()
    WHERE ${where} AND ${usable} RETURNING ${returning}`
  let rows: Array<{ track_id: string; access_count: string }> = []
  if (!count) {
    rows = (
      await db.execute(sql`SELECT ${returning} FROM user_file_permissions
      WHERE ${where} AND ${usable}`)
    ).rows as typeof rows
  } else if (trackIds.length === 1) {
    // One statement is atomic on its own.
    rows = (await db.execute(counted)).rows as typeof rows
  } else {
    rows = await inTransaction(payload, async (tx) => {
      // Rows locked in one order: two zips of the same tracks queue, never deadlock.
      await tx.execute(sql`SELECT 1 FROM user_file_permissions WHERE ${where}
        ORDER BY track_id FOR UPDATE`)
      const updated = (await tx.execute(counted)).rows as typeof rows
      if (updated.length < trackIds.length) throw new NotAllUsable()
      return updated
    }).catch((error: unknown) => {
      if (error instanceof NotAllUsable) return []
      throw error
    })
  }
  const found = new Map(rows.map((row) => [row.track_id, Number(row.access_count)]))
  const missing = trackIds.find((id) => !found.has(id))
  if (!missing) return { ok: true, accessCounts: count ? found : null }

  const explained = await db.execute(sql`SELECT id, is_active, access_count::text AS access_count,
      (expires_at IS NOT NULL AND expires_at <= now()) AS expired,
      (max_access_count >= 0 AND access_count >= max_access_count) AS exhausted
    FROM user_file_permissions WHERE user_id = ${userId} AND track_id = ${missing}`)
  return refusal((explained.rows as PermissionRow[])[0])
}
