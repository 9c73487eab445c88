import { readdirSync } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import {
  bufferSource,
  byteRangeResponse,
  FILE_CHUNK_BYTES,
  fileStream,
} from '@/lib/audio/byteRange'

const body = Buffer.from('0123456789')
const serve = (range?: string) =>
  byteRangeResponse(
    new Request('http://test/clip', { headers: range ? { range } : {} }),
    bufferSource(body),
    { 'Content-Type': 'audio/mpeg' },
  )
const text = async (response: Response) => Buffer.from(await response.arrayBuffer()).toString()

describe('byteRangeResponse', () => {
  it('serves the whole body without a Range header, advertising ranges', async () => {
    const response = serve()
    expect(response.status).toBe(200)
    expect(response.headers.get('accept-ranges')).toBe('bytes')
    expect(response.headers.get('content-length')).toBe('10')
    expect(await text(response)).toBe('0123456789')
  })

  it.each([
    ['bytes=2-4', 'bytes 2-4/10', '234'],
    ['bytes=7-', 'bytes 7-9/10', '789'],
    ['bytes=-3', 'bytes 7-9/10', '789'],
    ['bytes=8-100', 'bytes 8-9/10', '89'],
  ])('answers %s with 206 %s', async (range, contentRange, expected) => {
    const response = serve(range)
    expect(response.status).toBe(206)
    expect(response.headers.get('content-range')).toBe(contentRange)
    expect(await text(response)).toBe(expected)
  })

  it.each(['bytes=10-', 'bytes=5-2', 'bytes=-0', 'bytes=-', 'items=0-1', 'bytes=0-1,4-5'])(
    'refuses %s with 416',
    async (range) => {
      const response = serve(range)
      expect(response.status).toBe(416)
      expect(response.headers.get('content-range')).toBe('bytes */10')
      expect(await response.json()).toEqual({ error: 'Requested range not satisfiable' })
    },
  )
})

describe('fileStream', () => {
  const openFiles = () => readdirSync('/proc/self/fd').length

  it('closes the file when the request that reads it is aborted', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'file-stream-'))
    const file = path.join(dir, 'track.flac')
    await writeFile(file, Buffer.alloc(4 * 1024 * 1024, 7))
    const before = openFiles()
    const listener = new AbortController()
    const reader = fileStream(file, 0, 4 * 1024 * 1024 - 1, listener.signal).getReader()
    expect((await reader.read()).value?.length).toBe(FILE_CHUNK_BYTES)
    expect(openFiles()).toBe(before + 1)
    // The listener hangs up; nobody cancels the body.
    listener.abort()
    await expect.poll(openFiles).toBe(before)
    await rm(dir, { recursive: true, force: true })
  })

  it('closes the file when the listener hangs up while it is being opened', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'file-stream-'))
    const file = path.join(dir, 'track.flac')
    await writeFile(file, Buffer.alloc(4 * 1024 * 1024, 7))
    const before = openFiles()
    for (let index = 0; index < 20; index += 1) {
      const listener = new AbortController()
      const reader = fileStream(file, 0, 4 * 1024 * 1024 - 1, listener.signal).getReader()
      // The first pull is opening the file when the listener goes (the read is never answered:
      // nobody is there to take it).
      void reader.read()
      await new Promise((resolve) => setImmediate(resolve))
      listener.abort()
    }
    await expect.poll(openFiles).toBe(before)
    await rm(dir, { recursive: true, force: true })
  })
})
