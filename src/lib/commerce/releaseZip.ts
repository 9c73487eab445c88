import { createHash, randomUUID } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { mkdir, readdir, rename, rm, stat, utimes } from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import sanitize from 'sanitize-filename'
import { ZipFile } from 'yazl'

import { renditionsDir } from '@/lib/audio/renditions/keys'
import { removeFiles, storeFiles } from '@/lib/storage/objectStore'

/**
 * A release as one zip: entries stored, not recompressed (audio does not compress), built from
 * the ready renditions on the first download and kept on disk beside them, so each download
 * after it is a plain file sent in large chunks (and, behind nginx, could be handed to it).
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

/** Where built zips are kept: beside the renditions they are made of. */
export const releaseZipsDir = (): string => path.join(renditionsDir(), 'releases')

/** A zip not asked for in this long is removed by the sweep (the next download builds it again). */
export const ZIP_KEEP_MS = 30 * 24 * 60 * 60 * 1000

/** Writes the zip of these parts, in order, to `file` (stored entries, one fixed time). */
export const writeZip = async (parts: readonly ZipPart[], file: string): Promise<void> => {
  const zip = new ZipFile()
  // One fixed time for every entry: the same parts zip to the same bytes.
  const mtime = new Date(Date.UTC(2026, 0, 1))
  for (const part of parts) {
    if ('file' in part)
      zip.addFile(part.file, part.name, { compress: false, mtime, mode: 0o100644 })
    else zip.addBuffer(part.data, part.name, { compress: false, mtime, mode: 0o100644 })
  }
  // A file that cannot be read fails the zip, not its output: end the output with it.
  zip.on('error', (error: Error) => (zip.outputStream as Readable).destroy(error))
  zip.end()
  await pipeline(zip.outputStream, createWriteStream(file))
}

const building = new Map<string, Promise<string>>()

/**
 * The zip of a release's files on disk, built on its first download and kept: later downloads
 * (and parallel ones, which wait for the same build) read a finished file, as fast as a track's
 * own download, with no per-byte work. `key` names the content: the rendition files are named by
 * what they hold, so a changed master, tag or cover gives a new zip. Built into a temporary file
 * and renamed, so a crash or a second process never leaves a half-written zip in its place.
 */
export const cachedReleaseZip = async (
  key: string,
  parts: () => Promise<ZipPart[]>,
): Promise<string> => {
  const file = path.join(releaseZipsDir(), `${key}.zip`)
  const now = new Date()
  // Touched on every download, so the sweep keeps the zips that are asked for.
  if (
    await utimes(file, now, now).then(
      () => true,
      () => false,
    )
  )
    return file
  const pending = building.get(key)
  if (pending) return pending
  const build = (async () => {
    await mkdir(releaseZipsDir(), { recursive: true })
    const temporary = `${file}.${randomUUID()}.tmp`
    try {
      await writeZip(await parts(), temporary)
      await rename(temporary, file)
      await storeFiles([file])
      return file
    } catch (error) {
      await rm(temporary, { force: true })
      throw error
    }
  })().finally(() => building.delete(key))
  building.set(key, build)
  return build
}

/** The content key of a zip: its entries' names and the files (or bytes' identity) they hold. */
export const zipKey = (entries: ReadonlyArray<readonly [name: string, source: string]>) =>
  createHash('sha256').update(JSON.stringify(entries)).digest('hex').slice(0, 40)

/** Removes zips not downloaded for ZIP_KEEP_MS, and temporary files of builds that died. */
export const removeStaleReleaseZips = async (now = Date.now()): Promise<number> => {
  const dir = releaseZipsDir()
  let removed = 0
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    const stats = await stat(path.join(dir, name)).catch(() => null)
    const age = stats ? now - stats.mtimeMs : 0
    if (age > (name.endsWith('.tmp') ? 60 * 60 * 1000 : ZIP_KEEP_MS)) {
      const file = path.join(dir, name)
      await (name.endsWith('.tmp') ? rm(file, { force: true }) : removeFiles([file]))
      removed += 1
    }
  }
  return removed
}
