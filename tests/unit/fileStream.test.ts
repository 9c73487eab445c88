import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { fileSource, fileStream } from '@/lib/audio/byteRange'

let dir: string
let file: string
// Larger than a few read chunks, and not a multiple of the chunk size.
const content = randomBytes(1024 * 1024 + 12_345)

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'file-stream-'))
  file = path.join(dir, 'master.mp3')
  await fs.writeFile(file, content)
})

afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true })
})

const collect = async (stream: ReadableStream<Uint8Array>) =>
  Buffer.from(await new Response(stream).arrayBuffer())

describe('fileStream', () => {
  it('streams exactly the requested bytes, across chunk boundaries', async () => {
    expect((await collect(fileStream(file, 0, content.length - 1))).equals(content)).toBe(true)
    const start = 300_000
    const end = 900_001
    expect(
      (await collect(fileStream(file, start, end))).equals(content.subarray(start, end + 1)),
    ).toBe(true)
    const source = await fileSource(file)
    expect(source.size).toBe(content.length)
  })

  it('stops reading and closes the file when the listener goes away', async () => {
    const errors: unknown[] = []
    const onError = (error: unknown) => errors.push(error)
    process.on('uncaughtException', onError)
    process.on('unhandledRejection', onError)
    try {
      const reader = fileStream(file, 0, content.length - 1).getReader()
      const first = await reader.read()
      expect(first.value?.length).toBeGreaterThan(0)
      await reader.cancel()
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect(errors).toEqual([])
      // The file handle is released: the file can be removed and the directory emptied.
      const handles = await fs.readdir('/proc/self/fd').catch(() => [])
      const open = await Promise.all(
        handles.map((fd) => fs.readlink(`/proc/self/fd/${fd}`).catch(() => '')),
      )
      expect(open).not.toContain(file)
    } finally {
      process.off('uncaughtException', onError)
      process.off('unhandledRejection', onError)
    }
  })
})
