import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { freePorts } from '../../scripts/lib/free-port.mjs'
import {
  findNginx,
  startNginx,
  testNginxConfig,
  writeNginxConfig,
} from '../../scripts/lib/nginx.mjs'

/**
 * deploy/nginx/site.conf as nginx runs it, in front of a small upstream whose answers the test
 * chooses (the app's own behaviour is tested through the real stack in tests/stack): what is
 * cached and for whom, what the app is told about the client, private files, and the answer
 * when no instance is up. Needs Debian's nginx (CI installs it).
 */
const nginxBin = findNginx()
if (!nginxBin) throw new Error('nginx is not installed: apt-get install nginx-light')

type Seen = {
  url: string
  forwardedFor: string | undefined
  acceptEncoding: string | undefined
  range: string | undefined
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-site-'))
const folders = {
  MEDIA_DIR: path.join(work, 'media'),
  TRACK_AUDIO_DIR: path.join(work, 'track-audio'),
  RENDITIONS_DIR: path.join(work, 'renditions'),
  EXPORT_DIR: path.join(work, 'exports'),
}
const seen: Seen[] = []
let upstream: http.Server
let nginx: ReturnType<typeof startNginx>
let front = ''

/** The upstream: answers as the query string says (`cc`, `cookie`, `accel`). */
const answer = (req: http.IncomingMessage, res: http.ServerResponse) => {
  const url = new URL(req.url!, 'http://upstream')
  seen.push({
    url: req.url!,
    forwardedFor: req.headers['x-forwarded-for'] as string | undefined,
    acceptEncoding: req.headers['accept-encoding'] as string | undefined,
    range: req.headers.range,
  })
  const headers: Record<string, string> = { 'Content-Type': 'text/plain' }
  const cc = url.searchParams.get('cc')
  if (cc) headers['Cache-Control'] = cc
  if (url.searchParams.get('cookie')) headers['Set-Cookie'] = 'artist_signed_in=1; Path=/'
  const accel = url.searchParams.get('accel')
  if (accel) {
    res.writeHead(200, {
      'X-Accel-Redirect': accel,
      'Content-Type': 'audio/mpeg',
      'Content-Disposition': 'attachment; filename="track.mp3"',
      'Cache-Control': 'no-store',
    })
    return res.end()
  }
  res.writeHead(200, headers)
  res.end(`answer ${seen.length}`)
}

const hits = (route: string) => seen.filter((each) => each.url === route).length
const get = (route: string, headers: Record<string, string> = {}) =>
  fetch(`${front}${route}`, { headers })

beforeAll(async () => {
  upstream = http.createServer(answer)
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve))
  const upstreamPort = (upstream.address() as AddressInfo).port
  // The second instance never listens: nginx must leave it out and retry on the first.
  const [listen, down] = await freePorts(2, { from: 4700 })
  writeNginxConfig({
    workDir: work,
    listen: `127.0.0.1:${listen}`,
    appPorts: [upstreamPort, down],
    env: { ...process.env, ...folders },
  })
  testNginxConfig(nginxBin, work)
  nginx = startNginx(nginxBin, work, { stdio: 'ignore' })
  front = `http://127.0.0.1:${listen}`
  for (let i = 0; i < 100; i++) {
    if (await fetch(`${front}/_next/static/none`).catch(() => null)) break
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  fs.writeFileSync(path.join(folders.RENDITIONS_DIR, 'abc.mp3'), Buffer.alloc(4096, 7))
})

afterAll(async () => {
  await nginx?.stop()
  await new Promise((resolve) => upstream?.close(resolve))
  fs.rmSync(work, { recursive: true, force: true })
})

describe('deploy/nginx/site.conf', () => {
  it('is valid for nginx -t with every placeholder filled', () => {
    const site = fs.readFileSync(path.join(work, 'site.conf'), 'utf8')
    expect(site).not.toMatch(/\{\{[A-Z_]+\}\}/)
    const result = spawnSync(nginxBin, ['-p', work, '-c', path.join(work, 'nginx.conf'), '-t'])
    expect(result.status).toBe(0)
  })

  it('keeps what the app calls public for a second, and one request reaches the app', async () => {
    const route = '/music?cc=s-maxage%3D60'
    const answers = await Promise.all(Array.from({ length: 20 }, () => get(route)))
    expect(answers.every((response) => response.status === 200)).toBe(true)
    expect(hits(route)).toBe(1)
    expect((await get(route)).headers.get('x-cache')).toBe('HIT')
    // The browser still gets the app's own header.
    expect((await get(route)).headers.get('cache-control')).toBe('s-maxage=60')
    // nginx counts validity in whole seconds: expired within two.
    await new Promise((resolve) => setTimeout(resolve, 2_100))
    // Expired: the next visitor waits for the fresh copy (never one from long ago), and the
    // visitors meanwhile share that one request.
    const later = await Promise.all(Array.from({ length: 10 }, () => get(route)))
    // One request refreshed it (two, should the burst straddle a second boundary), not ten.
    expect(hits(route)).toBeGreaterThanOrEqual(2)
    expect(hits(route)).toBeLessThanOrEqual(3)
    expect(later.map((response) => response.headers.get('x-cache'))).toContain('EXPIRED')
  })

  it('stores nothing the app calls private, no-store or says nothing about', async () => {
    for (const cc of ['private, max-age=60', 'no-store', 'max-age=0', '']) {
      const route = `/page?cc=${encodeURIComponent(cc)}`
      await get(route)
      const again = await get(route)
      expect(again.headers.get('x-cache')).toBe('MISS')
      expect(hits(route)).toBe(2)
    }
  })

  it('never serves a session from the cache, nor stores its answers or a Set-Cookie', async () => {
    const route = '/music?cc=s-maxage%3D60&who=member'
    const member = { cookie: 'artist_session=secret' }
    expect((await get(route, member)).headers.get('x-cache')).toBe('BYPASS')
    expect((await get(route, member)).headers.get('x-cache')).toBe('BYPASS')
    // Nothing the member got was stored: a visitor's first answer is the app's.
    expect((await get(route)).headers.get('x-cache')).toBe('MISS')
    expect((await get(route, member)).headers.get('x-cache')).toBe('BYPASS')

    const setsCookie = '/music?cc=s-maxage%3D60&cookie=1'
    await get(setsCookie)
    expect((await get(setsCookie)).headers.get('x-cache')).toBe('MISS')

    // The API (but the public catalogue) is never looked up at all.
    const own = '/api/user/purchases?cc=s-maxage%3D60'
    await get(own)
    expect((await get(own)).headers.get('x-cache')).toBe('BYPASS')
    expect(hits(own)).toBe(2)
    const catalogue = '/api/tracks?cc=s-maxage%3D1'
    await get(catalogue)
    expect((await get(catalogue)).headers.get('x-cache')).toBe('HIT')
  })

  it("appends the client's address to X-Forwarded-For and asks for plain bodies", async () => {
    await get('/whoami', { 'x-forwarded-for': '203.0.113.9', 'accept-encoding': 'gzip' })
    const [request] = seen.filter((each) => each.url === '/whoami')
    expect(request.forwardedFor).toBe('203.0.113.9, 127.0.0.1')
    // nginx compresses for the client; the app (and the cache) get the plain body.
    expect(request.acceptEncoding).toBeUndefined()
  })

  it("passes a player's range to the app, so a full stream can be sought", async () => {
    const route = '/api/tracks/x/stream?cc=private%2C%20no-store'
    await get(route, { cookie: 'artist_session=secret', range: 'bytes=100-199' })
    expect(seen.find((each) => each.url === route)?.range).toBe('bytes=100-199')
  })

  it('sends a private file only when the app points at it; asked directly it is 404', async () => {
    const sent = await get(
      `/api/secure/download/x?accel=${encodeURIComponent('/_private/renditions/abc.mp3')}`,
    )
    expect(sent.status).toBe(200)
    expect(sent.headers.get('content-length')).toBe('4096')
    expect(sent.headers.get('content-disposition')).toBe('attachment; filename="track.mp3"')
    expect(sent.headers.get('cache-control')).toBe('no-store')
    expect(Buffer.from(await sent.arrayBuffer()).equals(Buffer.alloc(4096, 7))).toBe(true)
    for (const route of [
      '/_private/renditions/abc.mp3',
      '/_private/track-audio/',
      '/_private/exports/x.json',
    ]) {
      expect((await get(route)).status).toBe(404)
    }
  })

  it('leaves out an instance that is down: every GET is answered by the other', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => get(`/spread-${i}?cc=no-store`)),
    )
    expect(answers.map((response) => response.status)).toEqual(Array(30).fill(200))
  })

  it('answers at once with a page, or JSON under /api/, when no instance is up', async () => {
    await new Promise((resolve) => upstream.close(resolve))
    upstream.closeAllConnections()
    const started = Date.now()
    const page = await get('/music?cc=no-store&down=1')
    expect(page.status).toBe(502)
    expect(page.headers.get('content-type')).toContain('text/html')
    expect(await page.text()).toContain('Back in a moment.')
    expect(page.headers.get('retry-after')).toBe('5')
    const api = await get('/api/tracks?down=1')
    expect(api.status).toBe(502)
    expect(await api.json()).toEqual({
      error: 'The site is restarting. Please try again in a moment.',
    })
    expect(Date.now() - started).toBeLessThan(5_000)
  })
})
