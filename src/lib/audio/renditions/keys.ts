import { createHash } from 'node:crypto'
import path from 'node:path'

import { FORMATS, type FormatId } from '@/lib/audio/ffmpeg/formats'

/**
 * The name of one file: the master's content, the format and the tags together. The same three
 * always give the same key, so a file is made once and a change of any of them makes a new one.
 */
export const renditionKey = (masterHash: string, format: FormatId, tagsHash: string): string =>
  createHash('sha256').update(`${masterHash}\n${format}\n${tagsHash}`).digest('hex').slice(0, 40)

export const renditionFilename = (key: string, format: FormatId): string =>
  `${key}.${FORMATS[format].ext}`

/** Where the made files live: private, like the masters (never under `public/`). */
export const renditionsDir = (): string => path.resolve(process.env.RENDITIONS_DIR || 'renditions')
