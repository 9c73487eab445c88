import fs from 'node:fs/promises'
import path from 'node:path'
import type { Payload } from 'payload'
import sharp from 'sharp'

import type { FormatId } from '@/lib/audio/ffmpeg/formats'
import { isTemporaryOutput, RenditionError, renderRendition } from '@/lib/audio/ffmpeg/render'
import { dropCachedContent } from '@/lib/cache/contentChanged'
import { localCopy, storeFiles } from '@/lib/storage/objectStore'

import { renditionFilename, renditionsDir } from './keys'
import { claimRendition, heartbeat, markFailed, markReady } from './ledger'
import { planTrackFiles, type TrackFilesPlan } from './plan'
import { HEARTBEAT_SECONDS } from './states'

/**
 * The picture embedded in the files: square, and small enough for every player's tag reader and
 * for Ogg's picture comment, which goes to ffmpeg as one argument (about 40 kB of JPEG).
 */
const COVER_PIXELS = 500

const coverJpeg = async (payload: Payload, file: string | null): Promise<Buffer | null> => {
  if (!file) return null
  try {
    return await sharp(await localCopy(file))
      .resize(COVER_PIXELS, COVER_PIXELS, { fit: 'cover' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer()
  } catch (error) {
    // A missing or unreadable picture must not stop the audio: the files go out without one.
    payload.logger.warn({ err: error, msg: 'The cover could not be read for the audio files' })
    return null
  }
}

export type BuildOutcome = {
  built: FormatId[]
  failed: Array<{ format: FormatId; reason: string }>
}

/**
 * Makes the files of one plan that nobody has made (or is making): each format claimed in the
 * ledger, rendered to a temporary file, checked, and only then put in place and marked ready.
 * A failure is stored with its reason; the job retries it.
 */
export const buildPlan = async (
  payload: Payload,
  plan: TrackFilesPlan,
  only: readonly FormatId[] = plan.builds,
  jobId: string | number | null = null,
): Promise<BuildOutcome> => {
  const outcome: BuildOutcome = { built: [], failed: [] }
  const dir = renditionsDir()
  await fs.mkdir(dir, { recursive: true })
  let cover: Promise<Buffer | null> | null = null
  for (const format of plan.builds) {
    if (!only.includes(format)) continue
    const key = plan.keys[format]!
    const claimed = await claimRendition(payload, {
      key,
      trackId: plan.trackId,
      format,
      masterHash: plan.master.sha256,
      tagsHash: plan.tagsHash,
    })
    if (!claimed) continue
    cover ??= coverJpeg(payload, plan.coverFile)
    const filename = renditionFilename(key, format)
    const alive = setInterval(() => {
      heartbeat(payload, key, jobId).catch((error: unknown) =>
        payload.logger.warn({ err: error, msg: 'A build could not report that it is alive' }),
      )
    }, HEARTBEAT_SECONDS * 1000)
    try {
      const out = path.join(dir, filename)
      const { size } = await renderRendition({
        master: await localCopy(plan.master.file),
        masterDuration: plan.master.durationSeconds,
        format,
        tags: plan.tags,
        cover: await cover,
        out,
      })
      // Stored before it is ready: every machine can then serve it.
      await storeFiles([out])
      await markReady(payload, key, { filename, size })
      outcome.built.push(format)
    } catch (error) {
      const reason = error instanceof RenditionError ? error.reason : String(error)
      await markFailed(payload, key, reason)
      payload.logger.warn({ msg: 'An audio file could not be made', key, format, reason })
      outcome.failed.push({ format, reason })
    } finally {
      clearInterval(alive)
    }
  }
  // The catalogue lists the formats that are ready: it shows the new ones at once. A job may
  // run in the async context of the request that queued it, long answered: no revalidatePath.
  if (outcome.built.length > 0) dropCachedContent()
  return outcome
}

/**
 * Removes temporary files left by builds whose process was killed (a finished or failed build
 * removes its own). Only files older than the stale-build time: a live build's is younger.
 */
export const removeAbandonedTemps = async (olderThanMs: number, now = Date.now()) => {
  const dir = renditionsDir()
  const names = await fs.readdir(dir).catch(() => [] as string[])
  let removed = 0
  for (const name of names.filter(isTemporaryOutput)) {
    const file = path.join(dir, name)
    const stats = await fs.stat(file).catch(() => null)
    if (stats && now - stats.mtimeMs > olderThanMs) {
      await fs.rm(file, { force: true })
      removed += 1
    }
  }
  return removed
}

/** Builds the files of a published track as it is now (the renditions job's work). */
export const buildTrackFiles = async (
  payload: Payload,
  trackId: string,
  jobId: string | number | null = null,
): Promise<BuildOutcome> => {
  const plan = await planTrackFiles(payload, trackId)
  return plan ? buildPlan(payload, plan, plan.builds, jobId) : { built: [], failed: [] }
}
