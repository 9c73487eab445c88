import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { expireWithTheSecond, sharedCacheable } from '../../scripts/lib/micro-cache.mjs'
import { writeEachTurnAtOnce } from '../../scripts/lib/one-write.mjs'

let server: http.Server | null = null
afterEach(
  () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
)

/** A server whose handler answers through the app server's wrappers. */
const serve = async (handler: http.RequestListener, now = () => 1_800_000_000_500) => {
  server = http.createServer((req, res) => {
    writeEachTurnAtOnce(res)
    expireWithTheSecond(res, now)
    handler(req, res)
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

describe('sharedCacheable', () => {
  it('is true only for an answer a shared cache may keep', () => {
    expect(sharedCacheable('s-maxage=60, stale-while-revalidate=31535940')).toBe(true)
    expect(sharedCacheable('public, max-age=0, s-maxage=1')).toBe(true)
    expect(sharedCacheable('public, max-age=300')).toBe(true)
    for (const value of ['private, no-store', 'no-store', 'max-age=0', 'private, max-age=60', '']) {
      expect(sharedCacheable(value)).toBe(false)
    }
    expect(sharedCacheable(undefined)).toBe(false)
  })
})

describe('the app server behind nginx', () => {
  it('tells nginx to keep a public answer until the end of the current second', async () => {
    const url = await serve((req, res) => {
      if (req.url === '/public') res.setHeader('Cache-Control', 's-maxage=60')
      if (req.url === '/given') {
        res.writeHead(200, { 'cache-control': 'public, max-age=0, s-maxage=1' })
        return res.end('given')
      }
      if (req.url === '/private') res.setHeader('Cache-Control', 'private, no-store')
      res.end('body')
    })
    expect((await fetch(`${url}/public`)).headers.get('x-accel-expires')).toBe('@1800000000')
    expect((await fetch(`${url}/given`)).headers.get('x-accel-expires')).toBe('@1800000000')
    expect((await fetch(`${url}/private`)).headers.get('x-accel-expires')).toBeNull()
    expect((await fetch(`${url}/none`)).headers.get('x-accel-expires')).toBeNull()
  })

  it('sends what one turn writes in one piece, and streams what later turns write', async () => {
    const url = await serve((_req, res) => {
      res.setHeader('Content-Type', 'text/plain')
      res.write('first ')
      // Node itself holds writes only until its next tick; Next's body arrives in pieces
      // later than that, as this one does.
      process.nextTick(() => res.write('second '))
      setTimeout(() => res.end('later'), 50)
    })
    // What the server's socket hands the kernel, piece by piece.
    const pieces: string[] = []
    server!.on('connection', (socket) => {
      const record = (chunks: Array<{ chunk: Buffer | string }>) =>
        pieces.push(chunks.map(({ chunk }) => chunk.toString()).join(''))
      const write = socket._write.bind(socket)
      const writev = socket._writev!.bind(socket)
      socket._write = (chunk, encoding, callback) => {
        record([{ chunk }])
        write(chunk, encoding, callback)
      }
      socket._writev = (chunks, callback) => {
        record(chunks)
        writev(chunks, callback)
      }
    })
    const response = await fetch(url)
    expect(await response.text()).toBe('first second later')
    // The head and the first turn's two writes went out as one; the end in its own turn.
    expect(pieces[0]).toMatch(/^HTTP\/1\.1 200 OK[\s\S]*first [\s\S]*second /)
    expect(pieces[0]).not.toContain('later')
    expect(pieces.slice(1).join('')).toContain('later')
  })
})
