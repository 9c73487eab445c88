import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { trackIdSchema } from '@/lib/catalogue/tracks'
import { findTrackMaster, type TrackMaster } from '@/lib/catalogue/trackMaster'
import { drizzleOf } from '@/lib/db/sql'

import { ownsTrack } from './ownership'
import { trackHeldError, trackHeldUntil } from './preOrders'

export type FileAccess =
  | { ok: true; master: TrackMaster; accessCount: number | null }
  | { ok: false; status: 401 | 403 | 404; error: string }

type PermissionRow = {
  id: string
  is_active: boolean
  expired: boolean
  exhausted: boolean
  access_count: string
}

const refuse = (status: 401 | 403 | 404, error: string): FileAccess => ({
  ok: false,
  status,
  error,
})

/** Why a member's download right does not open the file, in words they can act on. */
const refusal = (row: PermissionRow | undefined): FileAccess => {
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
  const master = await findTrackMaster(payload, trackId)
  if (!master) return refuse(404, 'Track not found')
  return authoriseMasterFile(payload, userId, master, options)
}

/** `authoriseTrackFile` for a caller that has already read the track's master. */
export const authoriseMasterFile = async (
  payload: Payload,
  userId: string | null,
  master: TrackMaster,
  { count }: { count: boolean },
): Promise<FileAccess> => {
  if (!userId) return refuse(401, 'Unauthorized')
  // A pre-order's track is nobody's in full before its day (its teasers excepted).
  const heldUntil = await trackHeldUntil(payload, master.trackId)
  if (heldUntil) return refuse(403, trackHeldError(heldUntil))

  const db = drizzleOf(payload)
  if (master.price === 0) {
    // A free track's right is granted on first use, so it is counted and audited like the rest.
    await db.execute(sql`INSERT INTO user_file_permissions
        (user_id, track_id, file_url, permission, access_count, max_access_count, is_active)
      VALUES (${userId}, ${master.trackId}, ${`/api/secure/download/${master.trackId}`},
        'download', 0, -1, true)
      ON CONFLICT (user_id, track_id) DO NOTHING`)
  } else if (!(await ownsTrack(payload, userId, master.trackId))) {
    return refuse(403, 'Purchase this track to download it.')
  }

  return checkRight(payload, userId, master, count)
}

/**
 * Counts one download of a file already authorised (authoriseMasterFile without `count`), once
 * the file is known to exist: atomically, so parallel requests cannot exceed the maximum, and
 * refused as above if the right ran out meanwhile.
 */
export const countDownload = (
  payload: Payload,
  userId: string,
  master: TrackMaster,
): Promise<FileAccess> => checkRight(payload, userId, master, true)

/** The member's right to the track, usable now: counted, or only checked. */
const checkRight = async (
  payload: Payload,
  userId: string,
  master: TrackMaster,
  count: boolean,
): Promise<FileAccess> => {
  const db = drizzleOf(payload)
  const usable = sql`is_active AND (expires_at IS NULL OR expires_at > now())
    AND (max_access_count < 0 OR access_count < max_access_count)`
  const where = sql`user_id = ${userId} AND track_id = ${master.trackId}`
  const granted = count
    ? await db.execute(sql`UPDATE user_file_permissions
        SET access_count = access_count + 1, last_accessed = now(), updated_at = now()
        WHERE ${where} AND ${usable} RETURNING access_count::text AS access_count`)
    : await db.execute(sql`SELECT access_count::text AS access_count FROM user_file_permissions
        WHERE ${where} AND ${usable}`)
  const [row] = granted.rows as Array<{ access_count: string }>
  if (row) return { ok: true, master, accessCount: count ? Number(row.access_count) : null }

  const explained = await db.execute(sql`SELECT id, is_active, access_count::text AS access_count,
      (expires_at IS NOT NULL AND expires_at <= now()) AS expired,
      (max_access_count >= 0 AND access_count >= max_access_count) AS exhausted
    FROM user_file_permissions WHERE ${where}`)
  return refusal((explained.rows as PermissionRow[])[0])
}
