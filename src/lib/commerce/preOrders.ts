import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { contentChanged } from '@/lib/cache/contentChanged'
import { releaseDayLabel } from '@/lib/catalogue/releaseTypes'
import { drizzleOf, inTransaction, type SQL, sqlList } from '@/lib/db/sql'

/**
 * Pre-orders: a published release dated in the future is sold now, and its tracks are held until
 * its day, except the ones the team marks as teasers. Everything here reads the clock of this
 * process (`now`, a Date) rather than the database's, so that one clock decides and tests can
 * move it.
 */

/**
 * When a release opens: the start (UTC) of the day it is dated, whatever time of day the date
 * was saved with — a release dated today is out today, as the CMS's date check has it.
 */
export const opensAt = (releaseDate: string | Date): Date => {
  const day = new Date(releaseDate)
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()))
}

/** Whether a release dated `releaseDate` is still a pre-order at `now`. */
export const isPreOrder = (releaseDate: string | null, now: Date = new Date()): boolean =>
  releaseDate !== null && opensAt(releaseDate).getTime() > now.getTime()

/** `opensAt` in SQL, for a release row `r`. */
const opensAtSql = sql`date_trunc('day', r.release_date, 'UTC')`

export const trackHeldError = (until: string | Date) =>
  `This track comes out on ${releaseDayLabel(until)}.`

export const releaseHeldError = (until: string | Date) =>
  `This release comes out on ${releaseDayLabel(until)}.`

type Sql = Pick<ReturnType<typeof drizzleOf>, 'execute'>

/**
 * The day the track `trackId` (an SQL expression) opens when nobody may play it in full or
 * download it yet, else NULL: a track held by a pre-order (on it and not a teaser of it) and not
 * out on any other release (dated by `now`, or where it is a teaser). A track on no release is
 * never held.
 */
export const heldUntilSql = (trackId: SQL, now: Date) => {
  const at = now.toISOString()
  return sql`(SELECT CASE
        WHEN bool_or(${opensAtSql} <= ${at}::timestamptz OR teaser.id IS NOT NULL) THEN NULL
        ELSE min(r.release_date) END
      FROM releases_rels on_release
      JOIN releases r ON r.id = on_release.parent_id AND r._status = 'published'
      LEFT JOIN releases_rels teaser ON teaser.parent_id = r.id AND teaser.path = 'teasers'
        AND teaser.tracks_id = on_release.tracks_id
      WHERE on_release.path = 'tracks' AND on_release.tracks_id = ${trackId})`
}

/** The tracks among `trackIds` held now (heldUntilSql), with the day each opens. */
export const heldTracks = async (
  db: Sql,
  trackIds: readonly string[],
  now: Date = new Date(),
): Promise<Map<string, string>> => {
  if (trackIds.length === 0) return new Map()
  const { rows } = await db.execute(sql`SELECT listed.id::text AS track_id,
      ${heldUntilSql(sql`listed.id`, now)} AS until
    FROM unnest(ARRAY[${sqlList(trackIds)}]::uuid[]) AS listed(id)`)
  const held = new Map<string, string>()
  for (const row of rows as Array<{ track_id: string; until: string | Date | null }>) {
    if (row.until) held.set(row.track_id, new Date(row.until).toISOString())
  }
  return held
}

/** The day a track opens, when it is held now; null when it may be played and downloaded. */
export const trackHeldUntil = async (
  payload: Payload,
  trackId: string,
  now: Date = new Date(),
): Promise<string | null> =>
  (await heldTracks(drizzleOf(payload), [trackId], now)).get(trackId) ?? null

/**
 * Opens every pre-order whose day has come: marks it opened and queues one e-mail to each member
 * who has bought it, in one transaction (whoever buys it once it is open gets a receipt only). Runs on the job runner's tick, in any number
 * of processes: a release is opened by exactly one run (the update that marks it), and each
 * buyer's mail has its own key, so a second or late run sends nothing twice.
 */
export const openDueReleases = async (
  payload: Payload,
  now: Date = new Date(),
): Promise<{ opened: number; queued: number }> => {
  const at = now.toISOString()
  const result = await inTransaction(payload, async (tx) => {
    const opened = await tx.execute(sql`UPDATE releases r SET opened_at = ${at}::timestamptz
      WHERE r._status = 'published' AND r.opened_at IS NULL AND ${opensAtSql} <= ${at}::timestamptz
      RETURNING r.id`)
    const ids = (opened.rows as Array<{ id: string }>).map((row) => row.id)
    if (ids.length === 0) return { opened: 0, queued: 0 }
    const queued = await tx.execute(sql`INSERT INTO mail_outbox
        (kind, user_id, purchase_id, dedupe_key, status, attempts, next_attempt_at)
      SELECT 'release-open', p.user_id, p.id, 'release-open:' || p.id::text, 'pending', 0, now()
      FROM purchases p
      WHERE p.release_id IN (${sqlList(ids, 'uuid')})
        AND p.status = 'completed'
      ON CONFLICT (dedupe_key) DO NOTHING
      RETURNING id`)
    return { opened: ids.length, queued: queued.rows.length }
  })
  // The site stops saying 'Pre-order', and players may play the tracks in full. (The e-mails go
  // out with the outbox, which the same tick runs next.)
  if (result.opened > 0) await contentChanged()
  return result
}
