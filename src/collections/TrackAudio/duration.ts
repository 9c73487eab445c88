import { parseFile } from 'music-metadata'
import path from 'node:path'
import type { PayloadRequest } from 'payload'

import { localCopy } from '@/lib/storage/objectStore'

// A full scan instead of the bitrate estimate: masters without a Xing/VBRI header (variable
// bitrate, or encoders such as the seed's) would otherwise get a guessed length.
const OPTIONS = { duration: true, skipCovers: true } as const

/** Seconds of audio in a file, or null when it is not audio music-metadata reads. */
const readAudioSeconds = async (file: string): Promise<number | null> => {
  try {
    const { format } = await parseFile(file, OPTIONS)
    return format.duration && Number.isFinite(format.duration) ? format.duration : null
  } catch {
    return null
  }
}

/** The catalogue's m:ss, rounded to the nearest second (3:25). */
export const formatDuration = (seconds: number): string => {
  const total = Math.max(0, Math.round(seconds))
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`
}

/** The length of a stored master, read from its file in the private upload folder. */
export const masterDuration = async (
  req: PayloadRequest,
  audioId: string,
): Promise<string | null> => {
  const audio = await req.payload.findByID({
    collection: 'track-audio',
    id: audioId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  if (!audio?.filename) return null
  const staticDir = req.payload.collections['track-audio'].config.upload.staticDir ?? 'track-audio'
  // Measured by ffprobe when the master was uploaded (hooks/probeMaster.ts); a master stored
  // before masters were probed is read here.
  const seconds =
    audio.durationSeconds ??
    (await readAudioSeconds(await localCopy(path.resolve(staticDir, audio.filename))))
  if (seconds === null) {
    req.payload.logger.warn({ msg: 'Could not read the length of a track master', audioId })
    return null
  }
  return formatDuration(seconds)
}

/** The id behind a relationship value, whether it arrived as an id or a populated document. */
export const relationId = (value: unknown): string | null => {
  if (typeof value === 'string') return value
  if (value && typeof value === 'object' && 'id' in value) return String(value.id)
  return null
}
