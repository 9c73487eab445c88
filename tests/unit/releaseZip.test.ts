import { mkdtemp, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { archiveName, entryName, safeFileName, zipStream } from '@/lib/commerce/releaseZip'

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

describe('zipStream', () => {
  it('stores the parts in order, with the exact size announced before the first byte', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'zip-test-'))
    const first = path.join(dir, 'a.bin')
    const second = path.join(dir, 'b.bin')
    await writeFile(first, Buffer.alloc(70_000, 1))
    await writeFile(second, Buffer.from('second file'))
    const { stream, size } = await zipStream([
      { name: '01 - A.flac', file: first },
      { name: '02 - B.flac', file: second },
      { name: 'cover.jpg', data: Buffer.from('jpeg bytes') },
    ])
    const zip = Buffer.from(await new Response(stream).arrayBuffer())
    expect(zip.length).toBe(size)
    const entries = await readZip(zip)
    expect(entries.map((entry) => entry.name)).toEqual(['01 - A.flac', '02 - B.flac', 'cover.jpg'])
    // Stored (method 0), not deflated: audio does not compress.
    expect(entries.every((entry) => entry.method === 0)).toBe(true)
    expect(entries[0].data.equals(Buffer.alloc(70_000, 1))).toBe(true)
    expect(entries[2].data.toString()).toBe('jpeg bytes')
  })
})
