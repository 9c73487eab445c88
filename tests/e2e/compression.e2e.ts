import zlib from 'node:zlib'

import { expect, test } from '@playwright/test'

import { compressAtBest } from '../../src/lib/build/precompress.mjs'
import { rawRequest } from '../helpers/rawHttp'

/**
 * Issue "page speed": the app's server compresses what it sends with Brotli for the browsers that
 * take it (all current ones) and gzip for the rest (scripts/server.mjs); the scripts and
 * stylesheets were compressed at Brotli's best when the app was built. Brotli makes a page's HTML
 * about a fifth smaller than gzip, which is what brings /music's into TCP's first round trip.
 */

/** TCP's first window on a fresh connection: 10 segments of 1,460 bytes (bench/lighthouse.mjs). */
const FIRST_ROUND_TRIP_BYTES = 14_600

const BROWSER = 'gzip, deflate, br, zstd'
const decode = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync }

test.describe('compressed responses', () => {
  test('a page, its payload and its scripts come in Brotli to a browser that takes it, gzip to one that does not, whole to one that asks for neither', async ({
    baseURL,
  }) => {
    const page = await rawRequest(`${baseURL}/music`, { 'accept-encoding': 'identity' })
    expect(page.status).toBe(200)
    expect(page.headers['content-encoding']).toBeUndefined()
    const html = page.body.toString()
    expect(html).toContain('</html>')
    const script = /<script src="(\/_next\/static\/chunks\/[^"]+\.js)" async/.exec(html)?.[1]
    expect(script, 'a script the page loads').toBeTruthy()
    const scriptWhole = await rawRequest(`${baseURL}${script}`, { 'accept-encoding': 'identity' })
    expect(scriptWhole.headers['content-encoding']).toBeUndefined()

    const targets: { path: string; headers: Record<string, string>; whole?: Buffer }[] = [
      { path: '/music', headers: {}, whole: undefined },
      { path: '/music', headers: { rsc: '1' }, whole: undefined },
      { path: script!, headers: {}, whole: scriptWhole.body },
    ]
    for (const { path, headers, whole } of targets) {
      for (const [accepted, expected] of [
        [BROWSER, 'br'],
        ['gzip, deflate', 'gzip'],
      ] as const) {
        const ask = { ...headers, 'accept-encoding': accepted }
        let response = await rawRequest(`${baseURL}${path}`, ask)
        // A payload is asked for at the address Next names for it (its `_rsc` search parameter).
        if (response.status === 307 && headers.rsc && response.headers.location) {
          response = await rawRequest(new URL(response.headers.location, baseURL).href, ask)
        }
        expect(response.status, `${path} ${JSON.stringify(headers)}`).toBe(200)
        expect(
          response.headers['content-encoding'],
          `${path} ${JSON.stringify(headers)} for ${accepted}`,
        ).toBe(expected)
        const body = decode[expected](response.body)
        expect(body.length).toBeGreaterThan(response.body.length)
        if (!whole) {
          expect(body.toString()).toContain(headers.rsc ? '"' : '</html>')
          continue
        }
        expect(body.equals(whole)).toBe(true)
        // A script comes as the build compressed it, at Brotli's best, not compressed again.
        if (expected === 'br') {
          expect(response.body.equals(await compressAtBest(whole))).toBe(true)
        }
      }
    }
  })

  test("/music's HTML and its headers arrive in TCP's first round trip", async ({ baseURL }) => {
    const page = await rawRequest(`${baseURL}/music`, { 'accept-encoding': BROWSER })
    expect(page.headers['content-encoding']).toBe('br')
    // The whole catalogue is in it (eight demo tracks), not a loading screen.
    expect(
      decode
        .br(page.body)
        .toString()
        .match(/<article/g)?.length,
    ).toBeGreaterThanOrEqual(8)
    expect(page.body.length + page.headerBytes).toBeLessThanOrEqual(FIRST_ROUND_TRIP_BYTES)
  })

  test('pictures are sent as they are: they are compressed already', async ({ baseURL }) => {
    const html = (await rawRequest(`${baseURL}/music`, { 'accept-encoding': 'identity' })).body
    const image = /src="(\/_next\/image\?[^"]+)"/
      .exec(html.toString())?.[1]
      ?.replaceAll('&amp;', '&')
    expect(image, 'a cover on the page').toBeTruthy()
    const response = await rawRequest(`${baseURL}${image}`, {
      'accept-encoding': BROWSER,
      accept: 'image/avif,image/webp,*/*',
    })
    expect(response.status).toBe(200)
    expect(response.headers['content-encoding']).toBeUndefined()
  })
})
