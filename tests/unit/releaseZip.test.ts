import { mkdtemp, readdir, readFile, utimes, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import {
  archiveName,
  cachedReleaseZip,
  entryName,
  releaseZipsDir,
  removeStaleReleaseZips,
  safeFileName,
  writeZip,
  ZIP_KEEP_MS,
  zipKey,
} from '@/lib/commerce/releaseZip'

import { readZip } from '../helpers/zip'

describe('release zip names', () => {
  it('numbers entries in order, padded for ten tracks or more', () => {
    expect(entryName(1, 4, 'Steppin Out', 'flac')).toBe('01 - Steppin Out.flac')
    expect(entryName(7, 12, 'Uptown', 'mp3')).toBe('07 - Uptown.mp3')
    expect(entryName(7, 120, 'Uptown', 'mp3')).toBe('007 - Uptown.mp3')
  })

  it('makes titles safe for every file system', () => {
    expect(entryName(2, 4, 'AC/DC: Live? <Encore> "1"*|', 'flac')).toBe(
      '02 - AC DC Live Encore 1.flac',
    )
    expect(safeFileName('..', 'Track')).toBe('Track')
    expect(safeFileName('CON', 'Track')).toBe('Track')
    expect(safeFileName('Dots at the end...', 'Track')).toBe('Dots at the end')
    expect(safeFileName('tab\tand\nnewline\u0000', 'Track')).toBe('tab and newline')
    expect(Array.from(safeFileName('ü'.repeat(400), 'Track'))).toHaveLength(120)
    expect(entryName(3, 3, '/', 'wav')).toBe('03 - Track 03.wav')
    expect(archiveName('KAIRO', 'Lenox / After Dark', 'FLAC')).toBe(
      'KAIRO - Lenox After Dark (FLAC).zip',
    )
  })
})

describe('the release zip on disk', () => {
  const dirs = async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'zip-test-'))
    process.env.RENDITIONS_DIR = dir
    const first = path.join(dir, 'a.bin')
    const second = path.join(dir, 'b.bin')
    await writeFile(first, Buffer.alloc(70_000, 1))
    await writeFile(second, Buffer.from('second file'))
    return { dir, first, second }
  }

  it('stores the parts in order, not recompressed', async () => {
    const { dir, first, second } = await dirs()
    const file = path.join(dir, 'out.zip')
    await writeZip(
      [
        { name: '01 - A.flac', file: first },
        { name: '02 - B.flac', file: second },
        { name: 'cover.jpg', data: Buffer.from('jpeg bytes') },
      ],
      file,
    )
    const entries = await readZip(await readFile(file))
    expect(entries.map((entry) => entry.name)).toEqual(['01 - A.flac', '02 - B.flac', 'cover.jpg'])
    // Stored (method 0), not deflated: audio does not compress.
    expect(entries.every((entry) => entry.method === 0)).toBe(true)
    expect(entries[0].data.equals(Buffer.alloc(70_000, 1))).toBe(true)
    expect(entries[2].data.toString()).toBe('jpeg bytes')
  })

  it('is built once for parallel and later downloads, and again when its content changes', async () => {
    const { first, second } = await dirs()
    let builds = 0
    const parts = (files: string[]) => async () => {
      builds += 1
      return files.map((file, index) => ({ name: `0${index + 1}.flac`, file }))
    }
    const key = zipKey([['01.flac', 'a.bin']])
    const [one, two] = await Promise.all([
      cachedReleaseZip(key, parts([first])),
      cachedReleaseZip(key, parts([first])),
    ])
    expect(one).toBe(two)
    expect(await cachedReleaseZip(key, parts([first]))).toBe(one)
    expect(builds).toBe(1)
    const other = await cachedReleaseZip(zipKey([['01.flac', 'b.bin']]), parts([second]))
    expect(other).not.toBe(one)
    expect(builds).toBe(2)
    expect((await readZip(await readFile(other)))[0].data.toString()).toBe('second file')
    // Nothing half-written is left beside them.
    expect((await readdir(releaseZipsDir())).sort()).toEqual(
      [path.basename(one), path.basename(other)].sort(),
    )
  })

  it('leaves no file behind when a build fails, and the next download builds it', async () => {
    const { first } = await dirs()
    const key = zipKey([['01.flac', 'gone.bin']])
    await expect(
      cachedReleaseZip(key, async () => [{ name: '01.flac', file: '/no/such/file.flac' }]),
    ).rejects.toThrow()
    expect(await readdir(releaseZipsDir())).toEqual([])
    const file = await cachedReleaseZip(key, async () => [{ name: '01.flac', file: first }])
    expect((await readZip(await readFile(file)))[0].name).toBe('01.flac')
  })

  it('is removed by the sweep once nobody has asked for it in 30 days', async () => {
    const { first } = await dirs()
    const kept = await cachedReleaseZip(zipKey([['kept', 'a']]), async () => [
      { name: '01.flac', file: first },
    ])
    const old = await cachedReleaseZip(zipKey([['old', 'a']]), async () => [
      { name: '01.flac', file: first },
    ])
    const longAgo = new Date(Date.now() - ZIP_KEEP_MS - 60_000)
    await utimes(old, longAgo, longAgo)
    expect(await removeStaleReleaseZips()).toBe(1)
    expect(await readdir(releaseZipsDir())).toEqual([path.basename(kept)])
  })
})
