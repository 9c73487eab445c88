import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { POST as intentRoute } from '@/app/(site)/api/create-payment-intent/route'
import { GET as releaseRoute } from '@/app/(site)/api/releases/[idOrSlug]/route'
import { GET as zipRoute } from '@/app/(site)/api/secure/download/release/[releaseId]/route'
import { GET as downloadRoute } from '@/app/(site)/api/secure/download/[trackId]/route'
import { GET as streamRoute } from '@/app/(site)/api/tracks/[id]/stream/route'
import { clearCatalogueCache } from '@/lib/cache/memo'
import type { PublicRelease } from '@/lib/catalogue/releases'
import { releaseDayLabel } from '@/lib/catalogue/releaseTypes'
import { openDueReleases, opensAt } from '@/lib/commerce/preOrders'
import { drizzleOf } from '@/lib/db/sql'
import { runJobs } from '@/lib/jobs/queue'
import { deliverOutbox } from '@/lib/mail/outbox'
import type { Release, Track } from '@/payload-types'

import { createMp3Master, createTrack } from '../helpers/fixtures'
import { mailsTo, signedInMember, type Member } from '../helpers/inProcess'
import { getTestPayload } from '../helpers/payload'
import { purchaseStatus, startTestStripe, TEST_CARDS, type TestStripe } from '../helpers/stripe'
import { readZip } from '../helpers/zip'
import { followDownload } from '../helpers/storage'

/*
 * Pre-orders, on a clock the test moves: a release dated a few minutes ahead is sold now, its
 * tracks are held (403 naming the day) except its teaser, and at its day they open and the job
 * tells each buyer once, however often and however late it runs.
 */

let payload: Payload
let stripe: TestStripe
/** On the pre-order: held, teaser, and one also on a release that is out already. */
let held: Track
let teaser: Track
let alsoOut: Track
let preOrder: Release
/** Dated the day after tomorrow: a pre-order until the start (UTC) of that day. */
const DAY_AHEAD_MS = 2 * 86_400_000

const withCookie = (member: Member, url: string, headers: Record<string, string> = {}) =>
  new Request(url, { headers: { cookie: member.cookie, ...headers } })

const download = async (member: Member, trackId: string) =>
  followDownload(
    await downloadRoute(withCookie(member, `http://test/api/secure/download/${trackId}`), {
      params: Promise.resolve({ trackId }),
    }),
  )

const stream = (member: Member, id: string) =>
  streamRoute(withCookie(member, `http://test/api/tracks/${id}/stream`, { range: 'bytes=0-99' }), {
    params: Promise.resolve({ id }),
  })

const zip = async (member: Member) =>
  followDownload(
    await zipRoute(
      withCookie(member, `http://test/api/secure/download/release/${preOrder.id}?format=mp3`),
      { params: Promise.resolve({ releaseId: preOrder.id }) },
    ),
  )

/** Buys the pre-order through the checkout and Stripe, as a fan does. */
const buyPreOrder = async (member: Member) => {
  const response = await intentRoute(
    new Request('http://test/api/create-payment-intent', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', cookie: member.cookie },
      body: JSON.stringify({ releaseId: preOrder.id }),
    }),
  )
  expect(response.status).toBe(200)
  const { clientSecret } = (await response.json()) as { clientSecret: string }
  await stripe.payWith(clientSecret, TEST_CARDS.visa)
  const intentId = clientSecret.split('_secret_')[0]
  await purchaseStatus(payload).reaches(intentId, 'completed')
}

const releaseMails = async (member: Member) =>
  (await mailsTo(member.user.email)).filter((mail) =>
    mail.includes(`Subject: Out now: ${preOrder.title}`),
  )

const outboxRows = async () =>
  (
    await drizzleOf(payload).execute(sql`SELECT o.user_id::text AS user_id, o.dedupe_key
      FROM mail_outbox o JOIN purchases p ON p.id = o.purchase_id
      WHERE o.kind = 'release-open' AND p.release_id = ${preOrder.id}`)
  ).rows as Array<{ user_id: string; dedupe_key: string }>

const openedAt = async () =>
  (
    (
      await drizzleOf(payload).execute(
        sql`SELECT opened_at::text AS at FROM releases WHERE id = ${preOrder.id}`,
      )
    ).rows[0] as { at: string | null }
  ).at

/**
 * Moves this process's clock, which goes on running from there (only `Date`: timers and the
 * database's own clock are left alone).
 */
const setClock = (at: number) => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true })
  vi.setSystemTime(at)
}

beforeAll(async () => {
  payload = await getTestPayload()
  stripe = await startTestStripe()
  const masters = []
  for (const seed of [61, 62, 63]) masters.push(await createMp3Master(payload, seed))
  held = await createTrack(payload, { title: 'Held Back', price: 1.99, audio: masters[0].id })
  teaser = await createTrack(payload, { title: 'First Taste', price: 1.99, audio: masters[1].id })
  alsoOut = await createTrack(payload, { title: 'Known Song', price: 1.99, audio: masters[2].id })
  await payload.create({
    collection: 'releases',
    data: {
      title: 'Out Already',
      slug: 'out-already-test',
      artist: 'KAIRO',
      releaseType: 'single',
      tracks: [alsoOut.id],
      releaseDate: new Date().toISOString(),
      price: 1,
      _status: 'published',
    },
    overrideAccess: true,
  })
  preOrder = await payload.create({
    collection: 'releases',
    data: {
      title: 'Coming Soon',
      slug: 'coming-soon-test',
      artist: 'KAIRO',
      releaseType: 'single',
      tracks: [held.id, teaser.id, alsoOut.id],
      teasers: [teaser.id],
      releaseDate: new Date(Date.now() + DAY_AHEAD_MS).toISOString(),
      price: 3,
      _status: 'published',
    },
    overrideAccess: true,
  })
  await runJobs(payload, 'media')
}, 240_000)

afterEach(() => {
  vi.useRealTimers()
})

afterAll(async () => {
  await stripe?.close()
})

describe('a pre-order', () => {
  it('is shown as one, with its teasers, by the public API', async () => {
    clearCatalogueCache()
    const response = await releaseRoute(new Request('http://test'), {
      params: Promise.resolve({ idOrSlug: preOrder.id }),
    })
    const release = (await response.json()) as PublicRelease
    expect(release.preOrder).toBe(true)
    expect(release.teaserTrackIds).toEqual([teaser.id])
  })

  it('refuses a teaser that is not on the tracklist', async () => {
    await expect(
      payload.update({
        collection: 'releases',
        id: preOrder.id,
        data: { teasers: [teaser.id, (await createTrack(payload)).id] },
        overrideAccess: true,
      }),
    ).rejects.toMatchObject({
      data: { errors: [{ message: 'A teaser must be on the tracklist: add it there first.' }] },
    })
  })

  it('holds its tracks until the day, teasers excepted, then opens them and tells each buyer once', async () => {
    const fan = await signedInMember(payload)
    const other = await signedInMember(payload)
    await buyPreOrder(fan)
    await buyPreOrder(other)
    const day = releaseDayLabel(preOrder.releaseDate)
    // The receipt says what a pre-order gives, and when.
    await deliverOutbox(payload)
    const [receipt] = await mailsTo(fan.user.email)
    expect(receipt).toContain(
      `Thank you for your pre-order. "${preOrder.title}" by KAIRO comes out on ${day}`,
    )

    // Before the day: held in full (download and stream) for its buyers, with the day named.
    for (const response of [await download(fan, held.id), await stream(fan, held.id)]) {
      expect(response.status).toBe(403)
      expect(await response.json()).toEqual({ error: `This track comes out on ${day}.` })
    }
    const early = await zip(fan)
    expect(early.status).toBe(403)
    expect(await early.json()).toEqual({ error: `This release comes out on ${day}.` })
    // The teaser is theirs at once, and a track out on another release stays out.
    expect((await download(fan, teaser.id)).status).toBe(200)
    expect((await stream(fan, teaser.id)).status).toBe(206)
    expect((await download(fan, alsoOut.id)).status).toBe(200)
    // Nothing to open yet, even a second before the day starts.
    setClock(opensAt(preOrder.releaseDate).getTime() - 1_000)
    expect((await download(fan, held.id)).status).toBe(403)
    await openDueReleases(payload)
    expect(await openedAt()).toBeNull()
    expect(await outboxRows()).toEqual([])

    // The day comes: open from its first second (UTC), whatever time the date was saved with.
    setClock(opensAt(preOrder.releaseDate).getTime() + 1_000)
    expect((await download(fan, held.id)).status).toBe(200)
    expect((await stream(fan, held.id)).status).toBe(206)
    const whole = await zip(fan)
    expect(whole.status).toBe(200)
    const entries = await readZip(Buffer.from(await whole.arrayBuffer()))
    expect(entries.map((entry) => entry.name).filter((name) => name.endsWith('.mp3'))).toEqual([
      '01 - Held Back.mp3',
      '02 - First Taste.mp3',
      '03 - Known Song.mp3',
    ])

    // Two runners at once: the release opens once, with one e-mail per buyer.
    await Promise.all([openDueReleases(payload), openDueReleases(payload)])
    const opened = await openedAt()
    expect(opened).not.toBeNull()
    expect(await outboxRows()).toHaveLength(2)
    await deliverOutbox(payload)

    // A member who buys it once it is out gets a receipt, not the announcement; the job run
    // again, and a day late, sends nothing more.
    const late = await signedInMember(payload)
    await buyPreOrder(late)
    await openDueReleases(payload)
    setClock(opensAt(preOrder.releaseDate).getTime() + 86_400_000)
    await openDueReleases(payload)
    await deliverOutbox(payload)
    expect(await openedAt()).toEqual(opened)

    expect((await outboxRows()).map((row) => row.user_id).sort()).toEqual(
      [fan.user.id, other.user.id].sort(),
    )
    for (const buyer of [fan, other]) {
      const mails = await releaseMails(buyer)
      expect(mails).toHaveLength(1)
      expect(mails[0]).toContain(`"${preOrder.title}" by KAIRO, which you pre-ordered, is out now`)
      expect(mails[0]).toContain('/dashboard')
    }
    expect(await releaseMails(late)).toHaveLength(0)

    clearCatalogueCache()
    const shown = (await (
      await releaseRoute(new Request('http://test'), {
        params: Promise.resolve({ idOrSlug: preOrder.id }),
      })
    ).json()) as PublicRelease
    expect(shown.preOrder).toBe(false)
  })
})
