import path from 'node:path'

import { renditionsDir } from '@/lib/audio/renditions/keys'
import { exportDir } from '@/lib/privacy/requests'

/**
 * The folders whose files the site keeps: public images, private masters, the files made from
 * them (and the release zips under renditions/releases), members' data exports. Each is a folder
 * on this machine and, when S3 is set, a prefix of one bucket: `{area}/{path in the folder}`.
 */
export type StorageArea = 'media' | 'track-audio' | 'renditions' | 'exports'

/** Public images and their sizes (the media collection's folder). */
export const mediaDir = (): string => path.resolve(process.env.MEDIA_DIR || 'media')

/** Private masters (the track-audio collection's folder). */
export const trackAudioDir = (): string =>
  path.resolve(process.env.TRACK_AUDIO_DIR || 'track-audio')

export const storageAreas = (): ReadonlyArray<{ area: StorageArea; dir: string }> => [
  { area: 'media', dir: mediaDir() },
  { area: 'track-audio', dir: trackAudioDir() },
  { area: 'renditions', dir: renditionsDir() },
  { area: 'exports', dir: exportDir() },
]

/** The area a file lies in and its path inside it (with `/`), or null outside every area. */
export const areaPathOf = (file: string): { area: StorageArea; relative: string } | null => {
  const absolute = path.resolve(file)
  for (const { area, dir } of storageAreas()) {
    const relative = path.relative(dir, absolute)
    if (!relative || relative.startsWith('..') || path.isAbsolute(relative)) continue
    return { area, relative: relative.split(path.sep).join('/') }
  }
  return null
}
