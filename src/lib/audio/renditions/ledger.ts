import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import type { FormatId } from '@/lib/audio/ffmpeg/formats'
import { drizzleOf, sqlList } from '@/lib/db/sql'

import { MAX_BUILD_ATTEMPTS, type RenditionState, STALE_BUILD_SECONDS } from './states'

export type RenditionRow = {
  key: string
  format: FormatId
  state: RenditionState
  reason: string | null
  filename: string | null
  size: number | null
  attempts: number
  stale: boolean
}

const columns = sql`key, format::text AS format, state::text AS state, reason, filename,
  size::float8 AS size, attempts::int AS attempts,
  (state = 'building' AND started_at < now() - make_interval(secs => ${STALE_BUILD_SECONDS}))
    AS stale`

/** The rows of these keys (a key with no row has not been asked for yet: it is queued). */
export const readRenditions = async (
  payload: Payload,
  keys: readonly string[],
): Promise<Map<string, RenditionRow>> => {
  if (keys.length === 0) return new Map()
  const list = sqlList(keys)
  const { rows } = await drizzleOf(payload).execute(
    sql`SELECT ${columns} FROM renditions WHERE key IN (${list})`,
  )
  return new Map((rows as RenditionRow[]).map((row) => [row.key, row]))
}

/**
 * Takes the build of one file for this process, or answers null when it is ready, being built
 * by someone else (and not stale), or has failed its last try. One UPDATE decides, so two
 * builders started at once (two uploads of one master) cannot both make the file.
 */
export const claimRendition = async (
  payload: Payload,
  row: { key: string; trackId: string; format: FormatId; masterHash: string; tagsHash: string },
): Promise<boolean> => {
  const db = drizzleOf(payload)
  await db.execute(sql`INSERT INTO renditions
      (id, key, track_id, format, master_hash, tags_hash, state, attempts, updated_at, created_at)
    VALUES (gen_random_uuid(), ${row.key}, ${row.trackId}, ${row.format}, ${row.masterHash},
      ${row.tagsHash}, 'queued', 0, now(), now())
    ON CONFLICT (key) DO NOTHING`)
  const { rows } = await db.execute(sql`UPDATE renditions
    SET state = 'building', attempts = attempts + 1, started_at = now(), reason = NULL,
      updated_at = now()
    WHERE key = ${row.key} AND attempts < ${MAX_BUILD_ATTEMPTS} AND (state = 'queued'
      OR state = 'failed'
      OR (state = 'building' AND started_at < now() - make_interval(secs => ${STALE_BUILD_SECONDS})))
    RETURNING key`)
  return rows.length === 1
}

export const markReady = async (
  payload: Payload,
  key: string,
  file: { filename: string; size: number },
): Promise<void> => {
  await drizzleOf(payload).execute(sql`UPDATE renditions
    SET state = 'ready', filename = ${file.filename}, size = ${file.size}, reason = NULL,
      built_at = now(), updated_at = now()
    WHERE key = ${key}`)
}

export const markFailed = async (payload: Payload, key: string, reason: string): Promise<void> => {
  await drizzleOf(payload).execute(sql`UPDATE renditions
    SET state = 'failed', reason = ${reason.slice(0, 500)}, updated_at = now()
    WHERE key = ${key}`)
}

/**
 * An editor's save asks again for files that failed every try: they start over (a new master
 * or tags make new keys anyway; this is for the same ones, e.g. after ffmpeg was fixed).
 */
export const retryFailed = async (payload: Payload, keys: readonly string[]): Promise<void> => {
  if (keys.length === 0) return
  const list = sqlList(keys)
  await drizzleOf(payload).execute(sql`UPDATE renditions
    SET state = 'queued', attempts = 0, reason = NULL, updated_at = now()
    WHERE key IN (${list}) AND state = 'failed' AND attempts >= ${MAX_BUILD_ATTEMPTS}`)
}

/** A build in progress says it is alive (see HEARTBEAT_SECONDS), with its job when it has one. */
export const heartbeat = async (
  payload: Payload,
  key: string,
  jobId: string | number | null,
): Promise<void> => {
  const db = drizzleOf(payload)
  await db.execute(sql`UPDATE renditions SET started_at = now()
    WHERE key = ${key} AND state = 'building'`)
  if (jobId !== null) {
    await db.execute(sql`UPDATE payload_jobs SET updated_at = now() WHERE id = ${jobId}`)
  }
}

/** Builds whose process died on their last try: they end failed, never 'building' for ever. */
export const failAbandoned = async (payload: Payload): Promise<void> => {
  await drizzleOf(payload).execute(sql`UPDATE renditions
    SET state = 'failed', reason = 'The build stopped without finishing, on every try.',
      updated_at = now()
    WHERE state = 'building' AND attempts >= ${MAX_BUILD_ATTEMPTS}
      AND started_at < now() - make_interval(secs => ${STALE_BUILD_SECONDS})`)
}
