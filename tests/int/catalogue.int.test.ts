import type { Payload } from 'payload'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { GET as getTrackRoute } from '@/app/(site)/api/tracks/[id]/route'
import { GET as listTracksRoute } from '@/app/(site)/api/tracks/route'
import { GET as initRoute } from '@/app/(site)/api/init/route'
import { GET as listVideosRoute } from '@/app/(site)/api/videos/route'
import { GET as restGet } from '@/app/(payload)/api/cms/[...slug]/route'
import { POST as graphqlPost } from '@/app/(payload)/api/cms/graphql/route'
import { SESSION_COOKIE } from '@/lib/auth/constants'
import { createSession } from '@/lib/auth/sessions'
import { clearCatalogueCache } from '@/lib/cache/memo'
import type { Track } from '@/payload-types'
import { synthesizeTrack } from '@/seed/assets/audio'

import { createTrack, createUser } from '../helpers/fixtures'
import { getTestPayload } from '../helpers/payload'

let payload: Payload
let paid: Track
let free: Track
let draft: Track

const getTrack = (id: string) =>
  getTrackRoute(new Request(`http://test/api/tracks/${id}`), { params: Promise.resolve({ id }) })

beforeAll(async () => {
  payload = await getTestPayload()
  const mp3 = synthesizeTrack({ seed: 1, bpm: 90, rootHz: 55, seconds: 36 })
  const audio = await payload.create({
    collection: 'track-audio',
    data: { label: 'master' },
    file: { data: mp3, mimetype: 'audio/mpeg', name: 'master.mp3', size: mp3.length },
    overrideAccess: true,
  })
  paid = await createTrack(payload, {
    title: 'Steppin Out',
    price: 1.5,
    previewStart: 41,
    position: 1,
    audio: audio.id,
  })
  free = await createTrack(payload, { title: 'Free One', price: 0, position: 2 })
  draft = await createTrack(payload, { title: 'Secret Draft', status: 'draft', position: 3 })
  await payload.create({
    collection: 'videos',
    data: {
      title: 'Promo',
      videoUrl: 'https://www.youtube.com/watch?v=abcdefghijk',
      isPromo: true,
      _status: 'published',
    },
    overrideAccess: true,
  })
  await payload.create({
    collection: 'videos',
    data: {
      title: 'Open Set',
      videoUrl: 'https://www.youtube.com/watch?v=opensetvid1',
      memberOnly: false,
      position: 2,
      _status: 'published',
    },
    overrideAccess: true,
  })
})

beforeEach(() => clearCatalogueCache())

describe('GET /api/tracks', () => {
  it('returns a plain array of the published tracks in catalogue order', async () => {
    const response = await listTracksRoute()
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(Array.isArray(body)).toBe(true)
    expect(body.map((track: { title: string }) => track.title)).toEqual(['Steppin Out', 'Free One'])
  })

  it('gives prices as two-decimal strings and each track its preview', async () => {
    const [steppin, freeOne] = await (await listTracksRoute()).json()
    expect(steppin).toMatchObject({
      id: paid.id,
      title: 'Steppin Out',
      artist: 'KAIRO',
      price: '1.50',
      previewStart: 41,
      previewUrl: `/api/tracks/${paid.id}/preview`,
      duration: '0:36',
    })
    expect(freeOne.price).toBe('0.00')
    expect(typeof steppin.createdAt).toBe('string')
  })

  it('never reveals where the full audio lives', async () => {
    const text = await (await listTracksRoute()).text()
    expect(text).not.toContain('master')
    expect(text).not.toContain('track-audio')
    const [steppin] = JSON.parse(text)
    expect(steppin).not.toHaveProperty('audio')
    expect(steppin).not.toHaveProperty('fullUrl')
  })

  it('shows a price change made in the CMS at once', async () => {
    await listTracksRoute()
    await payload.update({
      collection: 'tracks',
      id: free.id,
      data: { price: 2.25 },
      overrideAccess: true,
    })
    const tracks = await (await listTracksRoute()).json()
    expect(tracks.find((track: { id: string }) => track.id === free.id).price).toBe('2.25')
    await payload.update({
      collection: 'tracks',
      id: free.id,
      data: { price: 0 },
      overrideAccess: true,
    })
  })
})

describe('GET /api/tracks/{id}', () => {
  it('returns one track with id, title and price', async () => {
    const response = await getTrack(paid.id)
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({
      id: paid.id,
      title: 'Steppin Out',
      price: '1.50',
    })
  })

  it.each([
    ['a malformed id', 'not-a-uuid'],
    ['an SQL-looking id', "1' OR '1'='1"],
    ['an unknown id', '00000000-0000-4000-8000-000000000000'],
    ['an empty id', ''],
  ])('answers 404 JSON for %s', async (_name, id) => {
    const response = await getTrack(id)
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ error: 'Track not found' })
  })

  it('answers 404 for a draft', async () => {
    expect((await getTrack(draft.id)).status).toBe(404)
  })
})

describe('GET /api/videos', () => {
  const listVideos = (cookie?: string) =>
    listVideosRoute(new Request('http://test/api/videos', { headers: cookie ? { cookie } : {} }))

  it('returns the published videos with their fields; members-only links only to members', async () => {
    const response = await listVideos()
    expect(response.status).toBe(200)
    const videos = await response.json()
    expect(videos.find((video: { title: string }) => video.title === 'Promo')).toMatchObject({
      videoUrl: null,
      thumbnailUrl: null,
      memberOnly: true,
      isPromo: true,
    })
    expect(videos.find((video: { title: string }) => video.title === 'Open Set')).toMatchObject({
      videoUrl: 'https://www.youtube.com/watch?v=opensetvid1',
      memberOnly: false,
    })
    for (const video of videos) {
      expect(Object.keys(video)).toEqual(
        expect.arrayContaining(['id', 'title', 'description', 'videoUrl', 'thumbnailUrl']),
      )
    }
    expect(JSON.stringify(videos)).not.toContain('abcdefghijk')
  })

  it('gives a signed-in member every link, never to be kept by a shared cache', async () => {
    const fan = await createUser(payload, 'user')
    const { token } = await createSession(payload, fan, { ipAddress: '203.0.113.3' })
    const response = await listVideos(`${SESSION_COOKIE}=${token}`)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const videos = await response.json()
    expect(videos.find((video: { title: string }) => video.title === 'Promo').videoUrl).toBe(
      'https://www.youtube.com/watch?v=abcdefghijk',
    )
  })

  it('leaves members-only links out of Payload’s REST and GraphQL answers to visitors', async () => {
    const list = await restGet(new Request('http://test/api/cms/videos?depth=0'), {
      params: Promise.resolve({ slug: ['videos'] }),
    })
    const { docs } = await list.json()
    const promo = docs.find((video: { title: string }) => video.title === 'Promo')
    expect(promo.title).toBe('Promo')
    expect(promo).not.toHaveProperty('videoUrl')
    const open = docs.find((video: { title: string }) => video.title === 'Open Set')
    expect(open.videoUrl).toBe('https://www.youtube.com/watch?v=opensetvid1')

    const graphql = await graphqlPost(
      new Request('http://test/api/cms/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ Videos { docs { title videoUrl } } }' }),
      }),
    )
    expect(JSON.stringify(await graphql.json())).not.toContain('abcdefghijk')
  })
})

describe('GET /api/init', () => {
  it('answers 200 and is never cached', async () => {
    const response = initRoute()
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
  })
})

describe('prices', () => {
  it('are kept to two decimal places by the database', async () => {
    const rows = await payload.db.drizzle.execute(
      `SELECT column_name, numeric_precision, numeric_scale FROM information_schema.columns
       WHERE (table_name = 'tracks' AND column_name = 'price')
          OR (table_name = 'purchases' AND column_name = 'amount')`,
    )
    const columns = (rows as unknown as { rows: Record<string, unknown>[] }).rows
    expect(columns).toHaveLength(2)
    for (const column of columns) {
      expect(column).toMatchObject({ numeric_precision: 10, numeric_scale: 2 })
    }
  })

  it('refuse more than two decimals, negatives and absurd amounts', async () => {
    for (const price of [1.234, -1, 100_000_000]) {
      await expect(createTrack(payload, { price })).rejects.toMatchObject({ status: 400 })
    }
  })
})
