import { type APIRequestContext, expect, request, test } from '@playwright/test'
import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'

import { E2E_STACK_DIR } from '../../scripts/lib/e2e.mjs'
import { signInAs } from '../helpers/browserSession'
import { masterForm } from '../helpers/wav'

/**
 * The production topology (scripts/e2e-server.mjs with E2E_STACK=1, as `npm run stack`): nginx
 * on the tests' port in front of two app instances. Run by `npm test` after the browser tests
 * (playwright.stack.config.ts), with the commerce journey and the client-address tests.
 */
type Instance = { number: number; port: number; pid: number }
type ApiTrack = { id: string; title: string; price: string }

const run = promisify(execFile)
const instances = async (): Promise<Instance[]> =>
  JSON.parse(await fs.readFile(path.join(E2E_STACK_DIR, 'instances.json'), 'utf8'))
const direct = (instance: Instance, route: string) => `http://127.0.0.1:${instance.port}${route}`
const probe = () => randomBytes(6).toString('hex')

/**
 * nginx keeps a public answer until the end of the second the app sent it in (X-Accel-Expires,
 * scripts/lib/micro-cache.mjs). The first ask of a new address is a MISS and the next one, in the
 * same second, a HIT. Started just after a second turns, so the pair fits in it; should the
 * first answer still end in the next second, that ask finds the stored copy EXPIRED (it was kept)
 * and the one right after it is the HIT.
 */
const expectKeptForTheSecond = async (client: APIRequestContext, address: string) => {
  await new Promise((resolve) => setTimeout(resolve, 1_005 - (Date.now() % 1_000)))
  expect((await client.get(address)).headers()['x-cache']).toBe('MISS')
  const again = (await client.get(address)).headers()['x-cache']
  if (again !== 'HIT') {
    expect(again).toBe('EXPIRED')
    expect((await client.get(address)).headers()['x-cache']).toBe('HIT')
  }
}

/** The folder nginx's internal location serves, as the rendered configuration says. */
const internalFolder = async (name: string) => {
  const site = await fs.readFile(path.join(E2E_STACK_DIR, 'site.conf'), 'utf8')
  const match = new RegExp(`location /_private/${name}/ \\{[^}]*alias ([^;]+)/;`).exec(site)
  if (!match) throw new Error(`no /_private/${name}/ location in the rendered site.conf`)
  return match[1]
}

test.describe('through the stack', () => {
  test('a member is never served from the cache, and what they get is never stored', async ({
    browser,
    baseURL,
  }) => {
    const member = await browser.newContext()
    const visitor = await request.newContext({ baseURL })
    try {
      await signInAs(member, 'fan@demo.local', baseURL!)
      // A page address no one has asked for yet: the member asks first, twice.
      const page = `/music?probe=${probe()}`
      for (let i = 0; i < 2; i++) {
        const mine = await member.request.get(page)
        expect(mine.status()).toBe(200)
        expect(mine.headers()['x-cache']).toBe('BYPASS')
      }
      // Nothing the member got was stored: the visitor's first answer comes from the app.
      await expectKeptForTheSecond(visitor, page)

      // The member's own calls are never stored either, however often they are made.
      for (let i = 0; i < 3; i++) {
        const purchases = await member.request.get('/api/user/purchases')
        expect(purchases.status()).toBe(200)
        expect(purchases.headers()['x-cache']).toBe('BYPASS')
        const dashboard = await member.request.get('/dashboard')
        expect(dashboard.headers()['x-cache']).toBe('BYPASS')
      }
      const theirs = await visitor.get('/api/user/purchases')
      expect(theirs.status()).toBe(401)
      expect(theirs.headers()['x-cache']).not.toBe('HIT')
      const me = await visitor.get('/api/auth/me')
      expect(me.status()).toBe(401)
      const dashboard = await visitor.get('/dashboard')
      expect(await dashboard.text()).not.toContain('fan@demo.local')

      // The public catalogue is kept a second: the second of two quick calls is a hit.
      await expectKeptForTheSecond(visitor, `/api/tracks?probe=${probe()}`)
    } finally {
      await member.close()
      await visitor.dispose()
    }
  })

  test('private files only go out by the app: the internal location is 404 from outside', async ({
    browser,
    baseURL,
  }) => {
    const folder = await internalFolder('renditions')
    const files = (await fs.readdir(folder)).filter((name) => /\.(mp3|flac|m4a)$/.test(name))
    expect(files.length).toBeGreaterThan(0)
    const visitor = await request.newContext({ baseURL })
    const member = await browser.newContext()
    try {
      for (const file of files.slice(0, 3)) {
        const asked = await visitor.get(`/_private/renditions/${file}`)
        expect(asked.status()).toBe(404)
      }
      for (const name of ['track-audio', 'exports']) {
        expect((await visitor.get(`/_private/${name}/`)).status()).toBe(404)
      }
      // A forged X-Accel-Redirect from the client is just a header: nothing is sent.
      const forged = await visitor.get('/api/tracks', {
        headers: { 'x-accel-redirect': `/_private/renditions/${files[0]}` },
      })
      expect(forged.headers()['content-type']).toContain('application/json')

      // A free track, got through the free path ('Get it free'); nginx sends the file the app
      // pointed at, once the app has checked and counted the right.
      await signInAs(member, 'fan@demo.local', baseURL!)
      const tracks: ApiTrack[] = await (await visitor.get('/api/tracks')).json()
      const free = tracks.find((track) => track.price === '0.00')!
      const got = await member.request.post('/api/create-payment-intent', {
        data: { trackId: free.id },
      })
      expect(got.status()).toBe(200)
      expect(await got.json()).toMatchObject({ granted: true })
      const download = await member.request.get(`/api/secure/download/${free.id}?format=mp3-320`)
      expect(download.status()).toBe(200)
      const body = await download.body()
      expect(download.headers()['content-length']).toBe(String(body.length))
      expect(download.headers()['content-disposition']).toContain('attachment;')
      expect(download.headers()['content-type']).toBe('audio/mpeg')
      expect(download.headers()['cache-control']).toBe('no-store')
      expect(download.headers()['x-accel-redirect']).toBeUndefined()
      expect(download.headers()['x-cache']).not.toBe('HIT')
      // Ranges are nginx's too.
      const range = await member.request.get(`/api/secure/download/${free.id}?format=mp3-320`, {
        headers: { range: 'bytes=0-99' },
      })
      expect(range.status()).toBe(206)
      expect((await range.body()).equals(body.subarray(0, 100))).toBe(true)
    } finally {
      await visitor.dispose()
      await member.close()
    }
  })

  test('an edit made through one instance shows on every instance and through the front within 2 s', async ({
    browser,
    baseURL,
  }) => {
    const [first, second] = await instances()
    const admin = await browser.newContext()
    const visitor = await request.newContext()
    const tracks: ApiTrack[] = await (await visitor.get(`${baseURL}/api/tracks`)).json()
    const track = tracks.find((candidate) => candidate.title === 'Uptown Lights')!
    // Every copy warm first: each instance's catalogue memo and page cache, and nginx's.
    for (const url of [
      direct(first, '/music'),
      direct(second, '/music'),
      direct(second, '/api/tracks'),
      `${baseURL}/music`,
    ]) {
      expect(await (await visitor.get(url)).text()).toContain('Uptown Lights')
    }
    const shows = async (url: string, title: string) =>
      (await (await visitor.get(url)).text()).includes(title)
    try {
      await signInAs(admin, 'admin@demo.local', baseURL!)
      const edited = `Uptown Lights (Stack ${Date.now()})`
      // The edit goes to the first instance only, as a CMS save would land on one; the clock
      // starts when it is saved.
      const saved = await admin.request.patch(direct(first, `/api/cms/tracks/${track.id}`), {
        data: { title: edited },
      })
      expect(saved.status()).toBe(200)
      const started = Date.now()
      const seen = async (url: string) => {
        await expect.poll(() => shows(url, edited), { timeout: 2_000, intervals: [50] }).toBe(true)
        return Date.now() - started
      }
      const times = await Promise.all([
        seen(direct(second, '/music')),
        seen(direct(second, '/api/tracks')),
        seen(`${baseURL}/music`),
        seen(`${baseURL}/api/tracks`),
      ])
      for (const time of times) expect(time).toBeLessThan(2_000)
    } finally {
      const restored = await admin.request.patch(direct(first, `/api/cms/tracks/${track.id}`), {
        data: { title: track.title },
      })
      expect(restored.status()).toBe(200)
      await admin.close()
      await visitor.dispose()
    }
  })

  test('a master over 10 MB goes through nginx to the CMS; any other large body gets { error }', async ({
    browser,
    baseURL,
  }) => {
    const admin = await browser.newContext()
    try {
      // nginx refuses it first, in the app's own words.
      const tooLarge = await admin.request.post(`${baseURL}/api/contacts`, {
        data: JSON.stringify({ message: 'x'.repeat(11 * 1024 * 1024) }),
        headers: { 'content-type': 'application/json' },
      })
      expect(tooLarge.status()).toBe(413)
      expect(tooLarge.headers()['content-type']).toContain('application/json')
      expect(await tooLarge.json()).toEqual({ error: 'Request body is too large (10 MB at most)' })

      await signInAs(admin, 'admin@demo.local', baseURL!)
      const bytes = 16_000_000
      const label = `stack-master-${probe()}`
      const response = await admin.request.post(`${baseURL}/api/cms/track-audio`, {
        multipart: masterForm(label, bytes),
      })
      expect(response.status()).toBe(201)
      const { doc } = await response.json()
      expect(doc).toMatchObject({ label, filesize: bytes, codec: 'pcm_s16le' })
      const removed = await admin.request.delete(`${baseURL}/api/cms/track-audio/${doc.id}`)
      expect(removed.status()).toBe(200)
    } finally {
      await admin.close()
    }
  })

  test('an instance killed under load loses no GET, and comes back', async ({ baseURL }) => {
    const [first] = await instances()
    // wrk (C) keeps 16 connections busy for 8 s on a call every request of which reaches an
    // instance (no-store); the first instance is killed 2 s in.
    const load = run('wrk', ['-t2', '-c16', '-d8s', '--timeout', '5s', `${baseURL}/api/init`])
    await new Promise((resolve) => setTimeout(resolve, 2_000))
    process.kill(first.pid, 'SIGKILL')
    const { stdout } = await load
    const requests = Number(/(\d+) requests in/.exec(stdout)?.[1] ?? 0)
    expect(requests).toBeGreaterThan(500)
    expect(stdout).not.toMatch(/Non-2xx or 3xx responses/)
    expect(stdout).not.toMatch(/Socket errors/)

    // The stack starts it again and it serves.
    await expect
      .poll(async () => (await instances()).find((each) => each.number === first.number)!.pid, {
        timeout: 30_000,
      })
      .not.toBe(first.pid)
    const again = await request.newContext()
    await expect
      .poll(async () => (await again.get(direct(first, '/api/init')).catch(() => null))?.status(), {
        timeout: 120_000,
      })
      .toBe(200)
    await again.dispose()
  })
})
