import { randomUUID } from 'node:crypto'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { CollectionBeforeChangeHook } from 'payload'

import { formatsForMaster } from '@/lib/audio/ffmpeg/formats'
import { type AudioProbe, probeAudio, sha256File } from '@/lib/audio/ffmpeg/probe'
import { formatBytes, masterMaxBytes } from '@/lib/audio/masterLimits'
import { PREVIEW_SECONDS } from '@/lib/catalogue/preview'
import { publicError } from '@/lib/http/publicError'

const ACCEPTED = 'Upload a WAV, FLAC or AIFF master (or an MP3).'

const refuse = (message: string, status = 400) => publicError(message, status)

/** The upload as a file on disk, for ffprobe: Payload keeps small uploads in memory. */
const onDisk = async (file: {
  data?: Buffer
  tempFilePath?: string
}): Promise<{ path: string; done: () => Promise<void> }> => {
  if (file.tempFilePath) return { path: file.tempFilePath, done: async () => {} }
  const temp = path.join(os.tmpdir(), `master-${randomUUID()}`)
  await fs.writeFile(temp, file.data ?? Buffer.alloc(0))
  return { path: temp, done: () => fs.rm(temp, { force: true }) }
}

/**
 * A master is read for what it is, from its bytes (never its name or type): WAV, FLAC, AIFF or
 * MP3 audio at least as long as the preview window, under the size limit. Its codec, sample
 * rate, bit depth, channels, length and SHA-256 are stored with it; the files sold are made
 * from those. Anything else is refused with a message the team can act on.
 */
export const probeMaster: CollectionBeforeChangeHook = async ({ data, req }) => {
  const file = req.file
  if (!file) return data
  const limit = masterMaxBytes()
  // The Local API leaves `size` unset: the bytes themselves say it.
  const size =
    file.size ||
    file.data?.length ||
    (file.tempFilePath ? (await fs.stat(file.tempFilePath)).size : 0)
  if (size > limit) {
    throw refuse(
      `“${file.name}” is ${formatBytes(size)}: a master can be at most ${formatBytes(limit)}.`,
      413,
    )
  }
  const upload = await onDisk(file)
  try {
    let probe: AudioProbe
    try {
      probe = await probeAudio(upload.path)
    } catch (error) {
      // ffprobe names the file it read (a temporary path here): only its verdict is kept.
      const reason =
        error instanceof Error && 'reason' in error
          ? String(error.reason).replace(`${upload.path}: `, '')
          : ''
      throw refuse(
        `“${file.name}” could not be read as audio${reason ? ` (${reason})` : ''}. ${ACCEPTED}`,
      )
    }
    if (formatsForMaster(probe.codec).length === 0) {
      throw refuse(`“${file.name}” is ${probe.codec} audio, which is not sold. ${ACCEPTED}`)
    }
    if (probe.durationSeconds < PREVIEW_SECONDS) {
      throw refuse(
        `“${file.name}” is ${probe.durationSeconds.toFixed(1)} seconds long: a master needs at ` +
          `least ${PREVIEW_SECONDS} seconds, the length of the preview.`,
      )
    }
    return {
      ...data,
      codec: probe.codec,
      sampleRate: probe.sampleRate,
      bitDepth: probe.bitDepth,
      channels: probe.channels,
      durationSeconds: probe.durationSeconds,
      sha256: await sha256File(upload.path),
    }
  } finally {
    await upload.done()
  }
}
