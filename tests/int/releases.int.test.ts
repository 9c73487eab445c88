import { parseBuffer } from 'music-metadata'
import type { Payload } from 'payload'
import sharp from 'sharp'
import type Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { POST as intentRoute } from '@/app/(site)/api/create-payment-intent/route'
import { GET as releaseRoute } from '@/app/(site)/api/releases/[idOrSlug]/route'
import { GET as releasesRoute } from '@/app/(site)/api/releases/route'
import { GET as zipRoute } from '@/app/(site)/api/secure/download/release/[releaseId]/route'
import { GET as downloadRoute } from '@/app/(site)/api/secure/download/[trackId]/route'
import { GET as purchasesRoute } from '@/app/(site)/api/user/purchases/route'
import { SESSION_COOKIE } from '@/lib/auth/constants'
import { createSession } from '@/lib/auth/sessions'
import { clearCatalogueCache } from '@/lib/cache/memo'
import type { PublicRelease } from '@/lib/catalogue/releases'
import { findTrackMaster } from '@/lib/catalogue/trackMaster'
import { countDownloads } from '@/lib/commerce/fileAccess'
import type { PublicPurchase } from '@/lib/commerce/purchases'
import { drizzleOf } from '@/lib/db/sql'
import { runJobs } from '@/lib/jobs/queue'
import { sql } from '@payloadcms/db-postgres'
import type { Release, Track } from '@/payload-types'
import { synthesizeMaster } from '@/seed/assets/audio'

import { createTrack, createUser, type TestUser } from '../helpers/fixtures'
import { getTestPayload } from '../helpers/payload'
import { purchaseStatus, startTestStripe, TEST_CARDS, type TestStripe } from '../helpers/stripe'
import { readZip } from '../helpers/zip'
import { followDownload } from '../helpers/storage'

let payload: Payload
let stripe: TestStripe
let tracks: Track[]
let release: Release
let cover: string

const cookieOf = async (user: TestUser) =>
  `${SESSION_COOKIE}=${(await createSession(payload, user)).token}`

const startPurchase = async (user: TestUser, body: unknown) =>
  intentRoute(
    new Request('http://test/api/create-payment-intent', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', cookie: await cookieOf(user) },
      body: JSON.stringify(body),
    }),
  )

const download = async (user: TestUser, trackId: string) =>
  followDownload(
    await downloadRoute(
      new Request(`http://test/api/secure/download/${trackId}`, {
        headers: { cookie: await cookieOf(user) },
      }),
      { params: Promise.resolve({ trackId }) },
    ),
  )

const downloadZip = async (user: TestUser | null, releaseId: string, format = 'flac') =>
  followDownload(
    await zipRoute(
      new Request(`http://test/api/secure/download/release/${releaseId}?format=${format}`, {
        headers: user ? { cookie: await cookieOf(user) } : {},
      }),
      { params: Promise.resolve({ releaseId }) },
    ),
  )

const readRelease = async (idOrSlug: string) => {
  clearCatalogueCache()
  return releaseRoute(new Request('http://test'), { params: Promise.resolve({ idOrSlug }) })
}

const purchasesOf = (user: TestUser) =>
  payload.find({
    collection: 'purchases',
    where: { user: { equals: user.id } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })

const reaches = (intentId: string, status: string) =>
  purchaseStatus(payload).reaches(intentId, status)

/** Opens the release's checkout at `amount` and pays it with `card`. */
const buyRelease = async (fan: TestUser, amount: string, card: string = TEST_CARDS.visa) => {
  const response = await startPurchase(fan, { releaseId: release.id, amount })
  expect(response.status).toBe(200)
  const { clientSecret } = (await response.json()) as { clientSecret: string }
  const intentId = clientSecret.split('_secret_')[0]
  await stripe.payWith(clientSecret, card)
  return intentId
}

/** The status of each track's download for a member, in the release's order. */
const downloads = async (fan: TestUser) =>
  Promise.all(tracks.map(async (track) => (await download(fan, track.id)).status))

const accessCounts = async (fan: TestUser) => {
  const { rows } = await drizzleOf(payload).execute(sql`SELECT track_id, access_count::int AS n
    FROM user_file_permissions WHERE user_id = ${fan.id}`)
  const counts = new Map(
    (rows as Array<{ track_id: string; n: number }>).map((r) => [r.track_id, r.n]),
  )
  return tracks.map((track) => counts.get(track.id) ?? 0)
}

const TITLES = ['Steppin Out', 'AC/DC: Live?', 'Late Train to Harlem']

beforeAll(async () => {
  payload = await getTestPayload()
  stripe = await startTestStripe()
  const picture = await sharp({
    create: { width: 600, height: 600, channels: 3, background: '#1d4ed8' },
  })
    .png()
    .toBuffer()
  cover = (
    await payload.create({
      collection: 'media',
      data: { alt: 'EP cover' },
      file: { data: picture, mimetype: 'image/png', name: 'ep.png', size: picture.length },
      overrideAccess: true,
    })
  ).id
  tracks = []
  for (const [index, title] of TITLES.entries()) {
    const wav = synthesizeMaster({ seed: 40 + index, bpm: 90, rootHz: 55, seconds: 36 })
    const audio = await payload.create({
      collection: 'track-audio',
      data: { label: title },
      file: { data: wav, mimetype: 'audio/wav', name: `t${index}.wav`, size: wav.length },
      overrideAccess: true,
    })
    tracks.push(await createTrack(payload, { title, price: 1.99, audio: audio.id }))
  }
  release = await payload.create({
    collection: 'releases',
    data: {
      title: 'Lenox After Dark',
      slug: 'lenox-after-dark-test',
      artist: 'KAIRO',
      releaseType: 'ep',
      tracks: tracks.map((track) => track.id),
      releaseDate: new Date().toISOString(),
      priceMode: 'name-your-price',
      price: 5,
      suggestedPrice: 8,
      maximumPrice: 50,
      coverImage: cover,
      _status: 'published',
    },
    overrideAccess: true,
  })
  // The renditions of each master (FLAC among them), as the jobs queue makes them.
  await runJobs(payload, 'media')
}, 240_000)

afterAll(async () => {
  await stripe?.close()
})

describe('GET /api/releases', () => {
  it('lists the published release with its tracks in order and the formats ready for all', async () => {
    clearCatalogueCache()
    const list = (await (await releasesRoute()).json()) as PublicRelease[]
    const listed = list.find((entry) => entry.id === release.id)!
    expect(listed).toMatchObject({
      slug: 'lenox-after-dark-test',
      title: 'Lenox After Dark',
      releaseType: 'ep',
      price: '5.00',
      priceMode: 'name-your-price',
      suggestedPrice: '8.00',
      maximumPrice: '50.00',
    })
    expect(listed.tracks.map((track) => track.title)).toEqual(TITLES)
    expect(listed.coverImageUrl).toMatch(/^\/api\/cms\/media\/file\//)
    const flac = listed.formats.find((format) => format.format === 'flac')!
    const sizes = listed.tracks.map(
      (track) => track.formats.find((format) => format.format === 'flac')!.size,
    )
    expect(flac.size).toBe(sizes.reduce((sum, size) => sum + size, 0))
  })

  it('finds a release by slug or id; a draft or unknown one is 404', async () => {
    expect((await (await readRelease('lenox-after-dark-test')).json()).id).toBe(release.id)
    expect((await (await readRelease(release.id)).json()).slug).toBe('lenox-after-dark-test')
    const draft = await payload.create({
      collection: 'releases',
      data: {
        title: 'Unreleased',
        artist: 'KAIRO',
        releaseType: 'single',
        tracks: [tracks[0].id],
        releaseDate: new Date().toISOString(),
        price: 1,
        _status: 'draft',
      },
      draft: true,
      overrideAccess: true,
    })
    expect((await readRelease(draft.id)).status).toBe(404)
    expect((await readRelease(draft.slug)).status).toBe(404)
    expect((await readRelease('no-such-release')).status).toBe(404)
    // Nor can a draft be bought.
    const fan = await createUser(payload, 'user')
    expect((await startPurchase(fan, { releaseId: draft.id })).status).toBe(404)
  })
})

describe('what the team cannot save', () => {
  const attempt = (data: Record<string, unknown>) =>
    payload
      .create({
        collection: 'releases',
        data: {
          title: 'Bad release',
          artist: 'KAIRO',
          releaseType: 'ep',
          releaseDate: new Date().toISOString(),
          price: 5,
          _status: 'published',
          ...data,
        } as never,
        overrideAccess: true,
      })
      .then(
        () => null,
        (error: { status?: number; data?: { errors?: Array<{ message: string }> } }) => ({
          status: error.status,
          messages: error.data?.errors?.map((each) => each.message) ?? [],
        }),
      )

  it('refuses an empty release, an unpublished track and a past date on a new release', async () => {
    const before = (await payload.count({ collection: 'releases', overrideAccess: true })).totalDocs
    const empty = await attempt({ tracks: [] })
    expect(empty).toMatchObject({ status: 400 })
    expect(empty!.messages.join()).toMatch(/cannot be empty/)

    const hidden = await createTrack(payload, { title: 'Draft track', status: 'draft' })
    const unpublished = await attempt({ tracks: [tracks[0].id, hidden.id] })
    expect(unpublished!.messages.join()).toMatch(/Publish every track first/)

    const past = await attempt({
      tracks: [tracks[0].id],
      releaseDate: new Date(Date.now() - 3 * 86_400_000).toISOString(),
    })
    expect(past!.messages.join()).toMatch(/cannot be dated in the past/)
    // Saved as a draft, the past date is refused too.
    const pastDraft = await attempt({
      tracks: [tracks[0].id],
      releaseDate: new Date(Date.now() - 3 * 86_400_000).toISOString(),
      _status: 'draft',
    })
    expect(pastDraft!.messages.join()).toMatch(/cannot be dated in the past/)
    expect((await payload.count({ collection: 'releases', overrideAccess: true })).totalDocs).toBe(
      before,
    )
  })
})

describe('buying a release', () => {
  it('refuses every bad amount with 400 and writes nothing', async () => {
    const fan = await createUser(payload, 'user')
    for (const amount of ['abc', '1.234', '-1', '1e3', '0.30', '4.99', '50.01', '']) {
      const response = await startPurchase(fan, { releaseId: release.id, amount })
      expect(response.status, amount).toBe(400)
      expect(await response.json()).toHaveProperty('error')
    }
    const both = await startPurchase(fan, { releaseId: release.id, trackId: tracks[0].id })
    expect(both.status).toBe(400)
    expect(
      (await startPurchase(fan, { releaseId: '7f1e7a52-4a38-4cf0-9a2b-0f6f0e7f7b11' })).status,
    ).toBe(404)
    expect((await purchasesOf(fan)).totalDocs).toBe(0)
  })

  it('charges the amount named, grants every track, and a refund takes every one back', async () => {
    const fan = await createUser(payload, 'user')
    const intentId = await buyRelease(fan, '7')
    const intent = await stripe.stripe.paymentIntents.retrieve(intentId)
    expect(intent.amount).toBe(700)
    expect(intent.metadata).toMatchObject({ userId: fan.id, releaseId: release.id })
    await reaches(intentId, 'completed')
    expect(await downloads(fan)).toEqual([200, 200, 200])

    const [purchase] = (await purchasesOf(fan)).docs
    expect(purchase).toMatchObject({ amount: 7, track: null, release: release.id })
    expect(purchase.releaseTracks).toEqual(tracks.map((track) => track.id))
    const listed = (await (
      await purchasesRoute(
        new Request('http://test/api/user/purchases', { headers: { cookie: await cookieOf(fan) } }),
      )
    ).json()) as PublicPurchase[]
    expect(listed).toMatchObject([
      {
        trackId: null,
        releaseId: release.id,
        amount: '7.00',
        release: { title: 'Lenox After Dark', tracks: TITLES.map((title) => ({ title })) },
      },
    ])
    // The release and each of its tracks are owned now: nothing of it is sold twice.
    const again = await startPurchase(fan, { releaseId: release.id, amount: '7' })
    expect(again.status).toBe(409)
    expect((await startPurchase(fan, { trackId: tracks[1].id })).status).toBe(409)

    await stripe.stripe.refunds.create({ payment_intent: intentId })
    await reaches(intentId, 'refunded')
    expect(await downloads(fan)).toEqual([403, 403, 403])
    expect((await downloadZip(fan, release.id)).status).toBe(403)
  })

  it('a track bought on its own stays when the release is refunded', async () => {
    const fan = await createUser(payload, 'user')
    const single = await startPurchase(fan, { trackId: tracks[2].id })
    const { clientSecret } = (await single.json()) as { clientSecret: string }
    await stripe.payWith(clientSecret, TEST_CARDS.visa)
    await reaches(clientSecret.split('_secret_')[0], 'completed')

    const intentId = await buyRelease(fan, '5')
    await reaches(intentId, 'completed')
    expect(await downloads(fan)).toEqual([200, 200, 200])
    await stripe.stripe.refunds.create({ payment_intent: intentId })
    await reaches(intentId, 'refunded')
    expect(await downloads(fan)).toEqual([403, 403, 200])
  })

  it('a dispute suspends every track and a won dispute restores every one', async () => {
    const fan = await createUser(payload, 'user')
    const intentId = await buyRelease(fan, '8', TEST_CARDS.dispute)
    await reaches(intentId, 'disputed')
    expect(await downloads(fan)).toEqual([403, 403, 403])
    const { data } = await stripe.stripe.events.list({ type: 'charge.dispute.created', limit: 100 })
    const opened = data.find(
      (event) => (event.data.object as Stripe.Dispute).payment_intent === intentId,
    )!
    await stripe.server.closeDispute((opened.data.object as Stripe.Dispute).id, 'won')
    await reaches(intentId, 'completed')
    expect(await downloads(fan)).toEqual([200, 200, 200])
  })

  it('a price mode change while a release checkout is pending refuses the old amount, changing nothing', async () => {
    const changing = await payload.create({
      collection: 'releases',
      data: {
        title: 'Changing Terms',
        slug: 'changing-terms-test',
        artist: 'KAIRO',
        releaseType: 'single',
        tracks: [tracks[1].id],
        releaseDate: new Date().toISOString(),
        priceMode: 'name-your-price',
        price: 2,
        suggestedPrice: 4,
        maximumPrice: 30,
        _status: 'published',
      },
      overrideAccess: true,
    })
    const fan = await createUser(payload, 'user')
    const first = await startPurchase(fan, { releaseId: changing.id, amount: '6' })
    expect(first.status).toBe(200)
    const intentId = ((await first.json()) as { clientSecret: string }).clientSecret.split(
      '_secret_',
    )[0]
    await payload.update({
      collection: 'releases',
      id: changing.id,
      data: { priceMode: 'fixed', price: 3.5 },
      overrideAccess: true,
    })
    const stale = await startPurchase(fan, { releaseId: changing.id, amount: '6' })
    expect(stale.status).toBe(409)
    expect(await stale.json()).toEqual({ error: 'This release has a fixed price of $3.50.' })
    expect((await stripe.stripe.paymentIntents.retrieve(intentId)).amount).toBe(600)
    expect((await purchasesOf(fan)).docs).toMatchObject([{ status: 'pending', amount: 6 }])
    // Reloaded with today's terms: the same intent, at the fixed price.
    const fresh = await startPurchase(fan, { releaseId: changing.id })
    expect(fresh.status).toBe(200)
    const body = (await fresh.json()) as { clientSecret: string; amount: string }
    expect(body.clientSecret.split('_secret_')[0]).toBe(intentId)
    expect((await stripe.stripe.paymentIntents.retrieve(intentId)).amount).toBe(350)
  })

  it('answers 409 to a member who owns every track already', async () => {
    const fan = await createUser(payload, 'user')
    for (const track of tracks) {
      const response = await startPurchase(fan, { trackId: track.id })
      const { clientSecret } = (await response.json()) as { clientSecret: string }
      await stripe.payWith(clientSecret, TEST_CARDS.visa)
      await reaches(clientSecret.split('_secret_')[0], 'completed')
    }
    const response = await startPurchase(fan, { releaseId: release.id })
    expect(response.status).toBe(409)
    expect(await response.json()).toEqual({
      error: 'You already own this release: every track on it is in your library.',
    })
  })
})

describe('GET /api/secure/download/release/{id}', () => {
  it('streams a stored zip: the tracks in order, each decodable, and the cover', async () => {
    const fan = await createUser(payload, 'user')
    expect((await downloadZip(null, release.id)).status).toBe(401)
    expect((await downloadZip(fan, release.id)).status).toBe(403)

    await reaches(await buyRelease(fan, '6.50'), 'completed')
    const response = await downloadZip(fan, release.id)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/zip')
    expect(response.headers.get('content-disposition')).toContain(
      'filename="KAIRO - Lenox After Dark (FLAC).zip"',
    )
    const zip = Buffer.from(await response.arrayBuffer())
    // The length the dashboard's progress bar reads: the bucket's Content-Length with S3.
    expect(zip.length).toBe(
      Number(response.headers.get('x-content-length') ?? response.headers.get('content-length')),
    )
    const entries = await readZip(zip)
    expect(entries.map((entry) => entry.name)).toEqual([
      '01 - Steppin Out.flac',
      '02 - AC DC Live.flac',
      '03 - Late Train to Harlem.flac',
      'cover.jpg',
    ])
    expect(entries.every((entry) => entry.method === 0)).toBe(true)
    for (const entry of entries.slice(0, 3)) {
      const { format } = await parseBuffer(entry.data, { mimeType: 'audio/flac' })
      expect(format.container).toBe('FLAC')
      expect(format.duration).toBeCloseTo(36, 0)
    }
    const image = await sharp(entries[3].data).metadata()
    expect(image.format).toBe('jpeg')
    // Counted like three downloads of the tracks, and audited once.
    expect(await accessCounts(fan)).toEqual([1, 1, 1])
    const { docs } = await payload.find({
      collection: 'audit-logs',
      where: {
        and: [{ eventType: { equals: 'release_downloaded' } }, { user: { equals: fan.id } }],
      },
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
  })

  it('holds only the tracks a member owns: one bought on its own is a zip of one, counted alone', async () => {
    const fan = await createUser(payload, 'user')
    const refused = await downloadZip(fan, release.id)
    expect(refused.status).toBe(403)
    expect((await refused.json()).error).toBe('Purchase this release to download it.')

    const single = await startPurchase(fan, { trackId: tracks[2].id })
    const { clientSecret } = (await single.json()) as { clientSecret: string }
    await stripe.payWith(clientSecret, TEST_CARDS.visa)
    await reaches(clientSecret.split('_secret_')[0], 'completed')
    const response = await downloadZip(fan, release.id)
    expect(response.status).toBe(200)
    const entries = await readZip(Buffer.from(await response.arrayBuffer()))
    expect(entries.map((entry) => entry.name)).toEqual([
      '01 - Late Train to Harlem.flac',
      'cover.jpg',
    ])
    expect(await accessCounts(fan)).toEqual([0, 0, 1])

    // The one track's right spent: the zip is refused for it, and nothing is counted.
    await drizzleOf(payload).execute(sql`UPDATE user_file_permissions SET max_access_count = 1
      WHERE user_id = ${fan.id}`)
    const spent = await downloadZip(fan, release.id)
    expect(spent.status).toBe(403)
    expect((await spent.json()).error).toBe('You have reached the download limit for this track.')
    expect(await accessCounts(fan)).toEqual([0, 0, 1])
  })

  it('answers 503 with Retry-After at once when a format is not ready, counting nothing', async () => {
    const fan = await createUser(payload, 'user')
    await reaches(await buyRelease(fan, '5'), 'completed')
    await drizzleOf(payload).execute(sql`UPDATE renditions SET state = 'queued'
      WHERE track_id = ${tracks[1].id} AND format = 'ogg'`)
    // A change made behind the app's back: the masters' memo (told of every file made) is not.
    clearCatalogueCache()
    try {
      const response = await downloadZip(fan, release.id, 'ogg')
      expect(response.status).toBe(503)
      expect(response.headers.get('retry-after')).toMatch(/^\d+$/)
      expect((await response.json()).error).toMatch(/"AC\/DC: Live\?"/)
      expect(await accessCounts(fan)).toEqual([0, 0, 0])
      expect((await downloadZip(fan, release.id, 'nope')).status).toBe(400)
    } finally {
      await drizzleOf(payload).execute(sql`UPDATE renditions SET state = 'ready'
        WHERE track_id = ${tracks[1].id} AND format = 'ogg'`)
      clearCatalogueCache()
    }
  })

  it('counts every track of a zip or none: a spent right refuses it, parallel zips take the last download once', async () => {
    const fan = await createUser(payload, 'user')
    await reaches(await buyRelease(fan, '5'), 'completed')
    // One download left of each track, and none of the last one.
    await drizzleOf(payload).execute(sql`UPDATE user_file_permissions SET max_access_count = 1
      WHERE user_id = ${fan.id}`)
    await drizzleOf(payload).execute(sql`UPDATE user_file_permissions SET access_count = 1
      WHERE user_id = ${fan.id} AND track_id = ${tracks[2].id}`)
    const refused = await downloadZip(fan, release.id)
    expect(refused.status).toBe(403)
    expect((await refused.json()).error).toBe('You have reached the download limit for this track.')
    expect(await accessCounts(fan)).toEqual([0, 0, 1])

    // Spent between the check and the count (another download meanwhile): nothing is counted.
    const masters = (
      await Promise.all(tracks.map((track) => findTrackMaster(payload, track.id)))
    ).filter((master) => master !== null)
    const zipsAudited = async () =>
      (
        await drizzleOf(payload).execute(sql`SELECT count(*)::int AS n FROM audit_logs
          WHERE user_id = ${fan.id} AND event_type = 'release_downloaded'`)
      ).rows[0].n as number
    const audited = await zipsAudited()
    const entry = { eventType: 'release_downloaded', action: 'Release downloaded', user: fan.id }
    expect(await countDownloads(payload, fan.id, masters, entry)).toMatchObject({
      ok: false,
      status: 403,
      error: 'You have reached the download limit for this track.',
    })
    expect(await accessCounts(fan)).toEqual([0, 0, 1])
    // Its audit entry is written with the count, or not at all.
    expect(await zipsAudited()).toBe(audited)

    await drizzleOf(payload).execute(sql`UPDATE user_file_permissions SET access_count = 0
      WHERE user_id = ${fan.id}`)
    const statuses = await Promise.all(
      Array.from({ length: 4 }, async () => (await downloadZip(fan, release.id)).status),
    )
    expect(statuses.sort()).toEqual([200, 403, 403, 403])
    expect(await accessCounts(fan)).toEqual([1, 1, 1])
    expect(await zipsAudited()).toBe(audited + 1)
  })
})
