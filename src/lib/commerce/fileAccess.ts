import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { trackIdSchema } from '@/lib/catalogue/tracks'
import { findTrackMaster, type TrackMaster } from '@/lib/catalogue/trackMaster'
import { type AuditEntry, auditInsert } from '@/lib/audit'
import { executePrepared, sqlList } from '@/lib/db/sql'

import { ownsTrackSql } from './ledger'
import { heldUntilSql, trackHeldError } from './preOrders'

export type FileAccess = { ok: true; master: TrackMaster; accessCount: number | null } | Refusal

/** A download right as the checks see it (no right at all reads as not active). */
type RightState = { is_active: boolean; expired: boolean; exhausted: boolean }

type Refusal = { ok: false; status: 401 | 403 | 404; error: string }

const refuse = (status: Refusal['status'], error: string): Refusal => ({
  ok: false,
  status,
  error,
})

/** Why a member's download right does not open the file, in words they can act on. */
const refusal = (row: RightState | undefined): Refusal => {
  if (!row || !row.is_active) return refuse(403, 'You do not have access to this track.')
  if (row.expired) return refuse(403, 'Your access to this download has expired.')
  if (row.exhausted) return refuse(403, 'You have reached the download limit for this track.')
  return refuse(403, 'You do not have access to this track.')
}

/**
 * Who may receive a track's full file: a signed-in member with a completed purchase of it (or
 * any member, for a free track) whose download right is active, unexpired and under its maximum
 * access count. Only checked: a download is counted by countDownload once its file is known to
 * exist, and full playback is never counted. A track held by a pre-order is refused to everyone
 * until its day, naming it.
 */
export const authoriseTrackFile = async (
  payload: Payload,
  userId: string | null,
  trackId: string,
): Promise<FileAccess> => {
  if (!trackIdSchema.safeParse(trackId).success) return refuse(404, 'Track not found')
  const master = await findTrackMaster(payload, trackId, { memo: true })
  if (!master) return refuse(404, 'Track not found')
  return authoriseMasterFile(payload, userId, master)
}

/** `authoriseTrackFile` for a caller that has already read the track's master. */
export const authoriseMasterFile = async (
  payload: Payload,
  userId: string | null,
  master: TrackMaster,
): Promise<FileAccess> => oneOf(master, await authoriseMasterFiles(payload, userId, [master]))

export type FilesAccess = { ok: true; accessCounts: Map<string, number> | null } | Refusal

/** What decides a member's access to one track, read for many tracks in one query. */
type AccessFacts = RightState & {
  track_id: string
  held_until: string | Date | null
  owned: boolean
  has_right: boolean
}

const accessFacts = async (
  payload: Payload,
  userId: string,
  trackIds: readonly string[],
): Promise<AccessFacts[]> =>
  executePrepared<AccessFacts>(
    payload,
    sql`SELECT listed.id::text AS track_id,
        ${heldUntilSql(sql`listed.id`, new Date())} AS held_until,
        ${ownsTrackSql(userId, sql`listed.id`)} AS owned,
        u.id IS NOT NULL AS has_right,
        coalesce(u.is_active, false) AS is_active,
        coalesce(u.expires_at IS NOT NULL AND u.expires_at <= now(), false) AS expired,
        coalesce(u.max_access_count >= 0 AND u.access_count >= u.max_access_count, false)
          AS exhausted
      FROM unnest(ARRAY[${sqlList(trackIds)}]::uuid[]) WITH ORDINALITY AS listed(id, position)
      LEFT JOIN user_file_permissions u ON u.user_id = ${userId} AND u.track_id = listed.id
      ORDER BY listed.position`,
  )

/**
 * The facts of these tracks for a member, in their order. A free track's right is granted on its
 * first use (so it is counted and audited like the rest): when a free track `takes` has no right
 * yet, it is granted and the facts read again. One query once the rights exist.
 */
const readAccess = async (
  payload: Payload,
  userId: string,
  masters: readonly TrackMaster[],
  takes: (facts: AccessFacts) => boolean,
): Promise<AccessFacts[]> => {
  const trackIds = masters.map((master) => master.trackId)
  const facts = await accessFacts(payload, userId, trackIds)
  const ungranted = masters.filter(
    (master, index) => master.price === 0 && !facts[index].has_right && takes(facts[index]),
  )
  if (ungranted.length === 0) return facts
  await executePrepared(
    payload,
    sql`INSERT INTO user_file_permissions
      (user_id, track_id, file_url, permission, access_count, max_access_count, is_active)
    VALUES ${sql.join(
      ungranted.map(
        ({ trackId }) => sql`(${userId}, ${trackId}, ${`/api/secure/download/${trackId}`},
          'download', 0, -1, true)`,
      ),
      sql`, `,
    )}
    ON CONFLICT (user_id, track_id) DO NOTHING`,
  )
  return accessFacts(payload, userId, trackIds)
}

/**
 * Whether these tracks' facts open their files: all of them usable, or the refusal of the first
 * that is not, in order — a held track first, then one not bought, then a right that does not
 * open.
 */
const judge = (masters: readonly TrackMaster[], facts: readonly AccessFacts[]): Refusal | null => {
  // A pre-order's track is nobody's in full before its day (its teasers excepted).
  const held = facts.find((row) => row.held_until)
  if (held) return refuse(403, trackHeldError(new Date(held.held_until!).toISOString()))
  if (facts.some((row, index) => masters[index].price !== 0 && !row.owned)) {
    return refuse(403, 'Purchase this track to download it.')
  }
  const closed = facts.find((row) => !row.is_active || row.expired || row.exhausted)
  return closed ? refusal(closed) : null
}

/**
 * `authoriseMasterFile` for several tracks at once, in one query whatever their number (more only
 * on a free track's first use): all of them usable, or the refusal of the first that is not.
 */
export const authoriseMasterFiles = async (
  payload: Payload,
  userId: string | null,
  masters: readonly TrackMaster[],
): Promise<FilesAccess> => {
  if (!userId) return refuse(401, 'Unauthorized')
  if (masters.length === 0) return { ok: true, accessCounts: null }
  const refused = judge(masters, await readAccess(payload, userId, masters, () => true))
  return refused ?? { ok: true, accessCounts: null }
}

/**
 * The tracks of these a member owns (a purchase of the track, or of a release that gave it, is
 * completed), in their order, each authorised as authoriseMasterFiles would: what a release's zip
 * holds. Read with the rights in the same query; `owned` is empty when they own none of them.
 */
export const authoriseOwnedFiles = async (
  payload: Payload,
  userId: string | null,
  masters: readonly TrackMaster[],
): Promise<{ ok: true; owned: TrackMaster[] } | Refusal> => {
  if (!userId) return refuse(401, 'Unauthorized')
  if (masters.length === 0) return { ok: true, owned: [] }
  const facts = await readAccess(payload, userId, masters, (row) => row.owned)
  const owned = masters.filter((_, index) => facts[index].owned)
  const refused = judge(
    owned,
    facts.filter((row) => row.owned),
  )
  return refused ?? { ok: true, owned }
}

/**
 * Counts one download of a file already authorised (authoriseMasterFile), once the file is known
 * to exist, and writes its audit entry (with the member's new count): atomically, so parallel
 * requests cannot exceed the maximum, and refused as above if the right ran out meanwhile.
 */
export const countDownload = async (
  payload: Payload,
  userId: string,
  master: TrackMaster,
  entry: AuditEntry,
): Promise<FileAccess> =>
  oneOf(master, await countRights(payload, userId, [master.trackId], entry, EACH_COUNTED))

/** `countDownload` of several tracks: each counted once with one audit entry, or none of them. */
export const countDownloads = (
  payload: Payload,
  userId: string,
  masters: readonly TrackMaster[],
  entry: AuditEntry,
): Promise<FilesAccess> =>
  countRights(
    payload,
    userId,
    masters.map((master) => master.trackId),
    entry,
    ALL_COUNTED,
  )

const oneOf = (master: TrackMaster, access: FilesAccess): FileAccess =>
  access.ok
    ? { ok: true, master, accessCount: access.accessCounts?.get(master.trackId) ?? null }
    : access

/** The audit entry of countRights, per right counted with its new count (one track)... */
const EACH_COUNTED = {
  from: sql`counted`,
  details: sql`jsonb_build_object('accessCount', counted.access_count)`,
}
/** ...or once for all of them (a release's zip). */
const ALL_COUNTED = { from: sql`allowed WHERE allowed.ok`, details: sql`'{}'::jsonb` }

/**
 * Counts one download on each of the member's rights to these tracks and writes the audit entry,
 * in one statement (one round trip, one commit): every right usable and counted, with its entry,
 * or nothing at all. The rights are locked in one order first, so parallel downloads queue
 * (never deadlock) and each sees the count the one before it left. A use is not a change of the
 * right: updatedAt (indexed, as Payload indexes it on every collection) stays, so no indexed
 * column changes and PostgreSQL rewrites the row in place (a HOT update), adding nothing to the
 * table's seven indexes on each download.
 */
const countRights = async (
  payload: Payload,
  userId: string,
  trackIds: readonly string[],
  entry: AuditEntry,
  audited: typeof EACH_COUNTED,
): Promise<FilesAccess> => {
  if (trackIds.length === 0) return { ok: true, accessCounts: new Map() }
  const rows = await executePrepared<{ track_id: string; access_count: string }>(
    payload,
    sql`WITH locked AS (
      SELECT id, coalesce(is_active AND (expires_at IS NULL OR expires_at > now())
          AND (max_access_count < 0 OR access_count < max_access_count), false) AS usable
        FROM user_file_permissions
        WHERE user_id = ${userId} AND track_id IN (${sqlList(trackIds, 'uuid')})
        ORDER BY track_id FOR UPDATE
    ), allowed AS (
      SELECT count(*) = ${trackIds.length} AND coalesce(bool_and(usable), false) AS ok FROM locked
    ), counted AS (
      UPDATE user_file_permissions AS u
        SET access_count = u.access_count + 1, last_accessed = now()
        FROM locked, allowed WHERE u.id = locked.id AND allowed.ok
        RETURNING u.track_id::text AS track_id, u.access_count AS access_count
    ), logged AS (${auditInsert(entry, audited)})
    SELECT track_id, access_count::text AS access_count FROM counted`,
  )
  const found = new Map(rows.map((row) => [row.track_id, Number(row.access_count)]))
  if (found.size === trackIds.length) return { ok: true, accessCounts: found }
  // Why not, for the first track whose right does not open (it ran out meanwhile).
  const facts = await accessFacts(payload, userId, trackIds)
  return refusal(facts.find((row) => !row.is_active || row.expired || row.exhausted))
}
