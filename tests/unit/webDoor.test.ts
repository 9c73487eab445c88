import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'

import { answerDownload, downloadRouteOf } from '@/endpoints/commerce/downloadDoor'
import { DOWNLOADS_PATH } from '@/lib/security/frontDoor'

import { answerThroughDoor } from '../../scripts/lib/web-door.mjs'

type Door = (request: Request) => Promise<Response | null>

const servers: http.Server[] = []
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
})

/** A Node server as scripts/server.mjs runs it: the door first, then the fallback (Next's part). */
const serve = async (door: Door) => {
  const fellThrough: string[] = []
  const server = http.createServer((req, res) => {
    void answerThroughDoor(door, req, res).then((answered) => {
      if (answered) return
      fellThrough.push(`${req.method} ${req.url}`)
      res.writeHead(418).end('fallback')
    })
  })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, fellThrough }
}

describe("the app server's door in front of Next", () => {
  it('hands the door the request as sent: method, path, query and headers', async () => {
    let seen: Request | null = null
    const { base } = await serve(async (request) => {
      seen = request
      return new Response(null, { status: 204 })
    })
    const answer = await fetch(`${base}/api/x/1?format=flac`, {
      headers: { 'x-forwarded-for': '203.0.113.5', cookie: 'artist_session=abc' },
    })
    expect(answer.status).toBe(204)
    const request = seen as unknown as Request
    expect(request.method).toBe('GET')
    expect(new URL(request.url).pathname + new URL(request.url).search).toBe('/api/x/1?format=flac')
    expect(request.headers.get('x-forwarded-for')).toBe('203.0.113.5')
    expect(request.headers.get('cookie')).toBe('artist_session=abc')
  })

  it('leaves a request it does not take to what follows, with nothing written', async () => {
    const { base, fellThrough } = await serve(async () => null)
    const answer = await fetch(`${base}/music`)
    expect(answer.status).toBe(418)
    expect(await answer.text()).toBe('fallback')
    expect(fellThrough).toEqual(['GET /music'])
  })

  it('sends the status, every header and each Set-Cookie apart', async () => {
    const { base } = await serve(async () => {
      const headers = new Headers({ 'content-type': 'application/json', 'x-frame-options': 'DENY' })
      headers.append('set-cookie', 'a=1; Path=/')
      headers.append('set-cookie', 'b=2; Path=/')
      return new Response('{"error":"Nope"}', { status: 403, headers })
    })
    const answer = await fetch(`${base}/x`)
    expect(answer.status).toBe(403)
    expect(answer.headers.get('x-frame-options')).toBe('DENY')
    expect(answer.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/'])
    // Read whole and sent with its length: head and body leave together.
    expect(answer.headers.get('content-length')).toBe('16')
    expect(await answer.json()).toEqual({ error: 'Nope' })
  })

  it('streams a file of known length whole and in order, and sends no body to a HEAD', async () => {
    const chunk = (index: number) => new Uint8Array(64 * 1024).fill(index)
    const file = () =>
      new Response(
        new ReadableStream<Uint8Array>({
          start(controller) {
            for (let index = 0; index < 32; index += 1) controller.enqueue(chunk(index))
            controller.close()
          },
        }),
        { headers: { 'content-type': 'audio/mpeg', 'content-length': String(32 * 64 * 1024) } },
      )
    const { base } = await serve(async () => file())
    const answer = await fetch(`${base}/file`)
    expect(answer.headers.get('content-length')).toBe(String(32 * 64 * 1024))
    const bytes = new Uint8Array(await answer.arrayBuffer())
    expect(bytes.length).toBe(32 * 64 * 1024)
    for (let index = 0; index < 32; index += 1) expect(bytes[index * 64 * 1024]).toBe(index)

    const head = await fetch(`${base}/file`, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers.get('content-type')).toBe('audio/mpeg')
    expect((await head.arrayBuffer()).byteLength).toBe(0)
  })

  it("aborts the request's signal when the client leaves mid-file", async () => {
    let aborted: () => void
    const abortedWhenLeft = new Promise<void>((resolve) => (aborted = resolve))
    const { base } = await serve(async (request) => {
      request.signal.addEventListener('abort', () => aborted())
      let sent = 0
      return new Response(
        new ReadableStream<Uint8Array>({
          pull(controller) {
            // Never ends on its own: only the client leaving stops it.
            sent += 1
            controller.enqueue(new Uint8Array(64 * 1024).fill(sent % 256))
          },
        }),
        { headers: { 'content-length': String(1024 * 1024 * 1024) } },
      )
    })
    const client = new AbortController()
    const answer = await fetch(`${base}/endless`, { signal: client.signal })
    const reader = answer.body!.getReader()
    await reader.read()
    client.abort()
    await expect(abortedWhenLeft).resolves.toBeUndefined()
  })
})

describe('the file downloads the door takes', () => {
  const uuid = '0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9'

  it('takes the two download paths with a plain id, and leaves the rest to Next', () => {
    expect(downloadRouteOf(`${DOWNLOADS_PATH}${uuid}`)).toEqual({ kind: 'track', id: uuid })
    expect(downloadRouteOf(`${DOWNLOADS_PATH}release/${uuid}`)).toEqual({
      kind: 'release',
      id: uuid,
    })
    // Next's router answers these itself (a redirect, its own decoding, a 404 page).
    for (const pathname of [
      `${DOWNLOADS_PATH}${uuid}/`,
      `${DOWNLOADS_PATH}release/${uuid}/x`,
      `${DOWNLOADS_PATH}%2e%2e`,
      `${DOWNLOADS_PATH}..`,
      `${DOWNLOADS_PATH}`,
      '/api/secure/downloads',
      `/api/tracks/${uuid}/stream`,
    ]) {
      expect(downloadRouteOf(pathname), pathname).toBeNull()
    }
  })

  it('answers GET and HEAD only, and nothing off its paths', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS']) {
      const request = new Request(`http://site.test${DOWNLOADS_PATH}${uuid}`, { method })
      expect(await answerDownload(request), method).toBeNull()
    }
    expect(await answerDownload(new Request('http://site.test/music'))).toBeNull()
  })
})
