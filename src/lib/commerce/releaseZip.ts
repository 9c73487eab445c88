import { Readable } from 'node:stream'
import sanitize from 'sanitize-filename'
import { ZipFile } from 'yazl'

/**
 * A release as one zip, built while it is sent: entries are stored, not recompressed (audio does
 * not compress), so its size is known before the first byte (Content-Length) and the app holds
 * no more than a read buffer per download, whatever the size of the release.
 */

/** A name every file system takes: no separators, reserved names or trailing dots; not empty. */
export const safeFileName = (name: string, fallback: string, maxLength = 120) => {
  // Characters a file system refuses become spaces ("AC/DC" → "AC DC"), then runs of space one.
  const cleaned = sanitize(name.normalize('NFC'), { replacement: ' ' }).replace(/\s+/g, ' ').trim()
  const short = Array.from(cleaned).slice(0, maxLength).join('').trim()
  // Truncation can leave what Windows refuses at the end again.
  return sanitize(short.replace(/[. ]+$/, '')) || fallback
}

/** `01 - Title.flac`: numbered in the release's order, padded for ten tracks or more. */
export const entryName = (position: number, total: number, title: string, ext: string) => {
  const number = String(position).padStart(Math.max(2, String(total).length), '0')
  return `${number} - ${safeFileName(title, `Track ${number}`)}.${ext}`
}

/** The zip's own name: `KAIRO - Five Boroughs (FLAC).zip`. */
export const archiveName = (artist: string, title: string, formatLabel: string) =>
  `${safeFileName(`${artist} - ${title}`, 'Release', 150)} (${safeFileName(formatLabel, 'Audio')}).zip`

export type ZipPart = { name: string; file: string } | { name: string; data: Buffer }

/**
 * The zip of these parts, in order, as a web stream with its exact size. Aborting `signal` (the
 * listener left) stops reading the files.
 */
export const zipStream = async (
  parts: readonly ZipPart[],
  signal?: AbortSignal,
): Promise<{ stream: ReadableStream<Uint8Array>; size: number }> => {
  const zip = new ZipFile()
  // One fixed time for every entry: the same release zips to the same bytes.
  const mtime = new Date(Date.UTC(2026, 0, 1))
  for (const part of parts) {
    if ('file' in part)
      zip.addFile(part.file, part.name, { compress: false, mtime, mode: 0o100644 })
    else zip.addBuffer(part.data, part.name, { compress: false, mtime, mode: 0o100644 })
  }
  // @types/yazl leaves out the size yazl hands to end's callback.
  const end = zip.end.bind(zip) as unknown as (
    options: object,
    done: (size: number) => void,
  ) => void
  const size = await new Promise<number>((resolve) => end({}, resolve))
  if (size < 0) throw new Error('A stored zip has a known size')
  const output = zip.outputStream as Readable
  signal?.addEventListener('abort', () => output.destroy(), { once: true })
  return { stream: Readable.toWeb(output) as ReadableStream<Uint8Array>, size }
}
