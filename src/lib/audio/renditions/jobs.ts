import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest, TaskConfig } from 'payload'

import { queueJob } from '@/lib/jobs/queue'
import { drizzleOf } from '@/lib/db/sql'

import { removeStaleReleaseZips } from '@/lib/commerce/releaseZip'

import { buildTrackFiles, removeAbandonedTemps } from './build'
import { failAbandoned, readRenditions, retryFailed } from './ledger'
import { planTrackFiles, planTracksFiles } from './plan'
import { MAX_BUILD_ATTEMPTS, STALE_BUILD_SECONDS } from './states'

export const BUILD_TASK = 'buildTrackFiles'

/**
 * Makes a track's files in the media queue, never on a fan's request. A format that failed is
 * stored as failed with its reason and the job is retried (with a growing wait), up to three
 * builds of each file in all.
 */
const buildTrackFilesTask: TaskConfig<'buildTrackFiles'> = {
  slug: BUILD_TASK,
  inputSchema: [
    { name: 'trackId', type: 'text', required: true },
    // From an editor's save: files that failed every try are tried again.
    { name: 'retry', type: 'checkbox' },
  ],
  retries: { attempts: MAX_BUILD_ATTEMPTS - 1, backoff: { type: 'exponential', delay: 15_000 } },
  handler: async ({ input, job, req }) => {
    if (input.retry) {
      const plan = await planTrackFiles(req.payload, input.trackId)
      if (plan) await retryFailed(req.payload, Object.values(plan.keys))
    }
    const { built, failed } = await buildTrackFiles(req.payload, input.trackId, job.id)
    if (failed.length > 0) {
      throw new Error(failed.map(({ format, reason }) => `${format}: ${reason}`).join('; '))
    }
    return { output: { built: built.join(',') } }
  },
}

export const renditionTasks = [buildTrackFilesTask] as TaskConfig[]

/**
 * Asks for a track's files to be made as the track is once the request commits. From an
 * editor's save (`retry`), files that failed every try are tried again.
 */
export const queueTrackFiles = (
  payload: Payload,
  trackId: string,
  { req, retry = false }: { req?: PayloadRequest; retry?: boolean } = {},
): Promise<void> =>
  queueJob(payload, { task: BUILD_TASK, input: { trackId, retry }, queue: 'media' }, { req })

/** How often each instance looks for files that nothing is making. */
const SWEEP_EVERY_MS = 60_000
let lastSweep = 0

/**
 * The safety net: a job whose process died (a restart, a deploy) stays 'processing' in Payload,
 * its files 'building' and ffmpeg's temporary file on disk; once its heartbeat has been silent
 * for STALE_BUILD_SECONDS the job is released so a runner picks it up again, the temporary
 * file is removed, and a published track whose current files are missing or unfinished gets a
 * job (when it has none waiting). Runs on the job runner's tick, at most once a minute per
 * instance, in a few queries whatever the size of the catalogue.
 */
export const sweepTrackFiles = async (
  payload: Payload,
  now = Date.now(),
): Promise<{ released: number; queued: number }> => {
  if (now - lastSweep < SWEEP_EVERY_MS) return { released: 0, queued: 0 }
  lastSweep = now
  const db = drizzleOf(payload)
  const released = await db.execute(sql`UPDATE payload_jobs SET processing = false,
      updated_at = now()
    WHERE task_slug = ${BUILD_TASK} AND processing AND completed_at IS NULL
      AND updated_at < now() - make_interval(secs => ${STALE_BUILD_SECONDS})
    RETURNING id`)
  await failAbandoned(payload)
  await removeAbandonedTemps(STALE_BUILD_SECONDS * 1000)
  // Release zips made of these files and not downloaded for a month.
  await removeStaleReleaseZips(now)

  const { rows } = await db.execute(sql`SELECT t.id::text AS id FROM tracks t
    WHERE t._status = 'published' AND t.audio_id IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM payload_jobs j WHERE j.task_slug = ${BUILD_TASK}
        AND j.completed_at IS NULL AND NOT coalesce(j.has_error, false)
        AND j.input->>'trackId' = t.id::text)`)
  // Two reads for all of them: their plans, then the rows of every file they need.
  const plans = await planTracksFiles(
    payload,
    (rows as Array<{ id: string }>).map((row) => row.id),
  )
  const states = await readRenditions(
    payload,
    [...plans.values()].flatMap((plan) => Object.values(plan.keys)),
  )
  let queued = 0
  for (const [id, plan] of plans) {
    const unfinished = Object.values(plan.keys).some((key) => {
      const row = states.get(key)
      if (!row) return true
      if (row.state === 'ready') return false
      if (row.state === 'building') return row.stale
      return row.attempts < MAX_BUILD_ATTEMPTS
    })
    if (!unfinished) continue
    await queueTrackFiles(payload, id)
    queued += 1
  }
  return { released: released.rows.length, queued }
}

/**
 * A replaced master or cover makes new files for every published track that uses it (the
 * upload collections' afterChange hooks).
 */
export const queueFilesOfTracksUsing = async (
  req: PayloadRequest,
  field: 'audio' | 'coverImage',
  uploadId: string,
): Promise<void> => {
  const { docs: tracks } = await req.payload.find({
    collection: 'tracks',
    where: { and: [{ [field]: { equals: uploadId } }, { _status: { equals: 'published' } }] },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  for (const track of tracks) await queueTrackFiles(req.payload, track.id, { req })
}
