import { type APIResponse, expect, test } from '@playwright/test'

import { json } from '../helpers/api'
import { signInAs } from '../helpers/browserSession'
import { masterForm } from '../helpers/wav'

const MASTER_BYTES = 24_000_000

const expectSecurityHeaders = (response: APIResponse) => {
  const headers = response.headers()
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['content-security-policy']).toContain("frame-ancestors 'self'")
  expect(headers['strict-transport-security']).toMatch(/^max-age=63072000/)
}

test.describe('files sent to the CMS through the app server', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await signInAs(context, 'admin@demo.local', baseURL!)
  })

  test('a master over 10 MB is taken, probed and answered with the security headers', async ({
    context,
  }) => {
    const label = `big-master-${Date.now()}`
    const response = await context.request.post('/api/cms/track-audio', {
      multipart: masterForm(label, MASTER_BYTES),
    })
    expect(response.status()).toBe(201)
    expectSecurityHeaders(response)
    const { doc } = await json(response)
    expect(doc).toMatchObject({ label, codec: 'pcm_s16le', channels: 1, filesize: MASTER_BYTES })
    expect(doc.durationSeconds).toBeCloseTo((MASTER_BYTES - 44) / 88_200, 0)

    // Replacing the file of an existing master is an upload too.
    const replaced = await context.request.patch(`/api/cms/track-audio/${doc.id}`, {
      multipart: masterForm(label, MASTER_BYTES + 88_200),
    })
    expect(replaced.status()).toBe(200)
    expectSecurityHeaders(replaced)
    expect((await json(replaced)).doc.filesize).toBe(MASTER_BYTES + 88_200)

    expect((await context.request.delete(`/api/cms/track-audio/${doc.id}`)).status()).toBe(200)
  })

  test('an upload from another site is refused before it is read, as every API call is', async ({
    context,
  }) => {
    const label = `cross-site-${Date.now()}`
    for (const collection of ['track-audio', 'media']) {
      const response = await context.request.post(`/api/cms/${collection}`, {
        multipart: masterForm(label, 12_000_000),
        headers: { 'sec-fetch-site': 'cross-site', origin: 'https://elsewhere.example' },
      })
      expect(response.status()).toBe(403)
      expect(await json(response)).toEqual({ error: 'Cross-site request refused' })
      expectSecurityHeaders(response)
    }
    const found = await context.request.get(
      `/api/cms/track-audio?where[label][equals]=${label}&depth=0`,
    )
    expect((await json(found)).totalDocs).toBe(0)
  })

  test('every other body over 10 MB is still refused with 413 { error }', async ({ context }) => {
    const tooLarge = { error: 'Request body is too large (10 MB at most)' }
    // A collection without files.
    const toTracks = await context.request.post('/api/cms/tracks', {
      multipart: masterForm('not-a-file-collection', 11_000_000),
    })
    expect(toTracks.status()).toBe(413)
    expect(await json(toTracks)).toEqual(tooLarge)
    // An upload collection, but not a file upload.
    const asJson = await context.request.post('/api/cms/track-audio', {
      data: JSON.stringify({ label: 'x'.repeat(11 * 1024 * 1024) }),
      headers: { 'content-type': 'application/json' },
    })
    expect(asJson.status()).toBe(413)
    expect(await json(asJson)).toEqual(tooLarge)
  })
})
