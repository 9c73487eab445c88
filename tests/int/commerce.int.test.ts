import fs from 'node:fs/promises'
import path from 'node:path'
import type { Payload } from 'payload'
import type Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from '@payloadcms/db-postgres'

import { POST as confirmRoute } from '@/app/(site)/api/confirm-purchase/route'
import { POST as intentRoute } from '@/app/(site)/api/create-payment-intent/route'
import { GET as downloadRoute } from '@/app/(site)/api/secure/download/[trackId]/route'
import { POST as webhookRoute } from '@/app/(site)/api/stripe/webhooks/route'
import { GET as streamRoute } from '@/app/(site)/api/tracks/[id]/stream/route'
import { GET as purchasesRoute } from '@/app/(site)/api/user/purchases/route'
import { SESSION_COOKIE } from '@/lib/auth/constants'
import { createSession } from '@/lib/auth/sessions'
import { drizzleOf } from '@/lib/db/sql'
import { deliverOutbox } from '@/lib/mail/outbox'
import type { Track } from '@/payload-types'
import { synthesizeTrack } from '@/seed/assets/audio'

import { createTrack, createUser, type TestUser } from '../helpers/fixtures'
import { getTestPayload } from '../helpers/payload'
import {
  eventually,
  purchaseStatus,
  startTestStripe,
  TEST_CARDS,
  type TestStripe,
} from '../helpers/stripe'
import { followDownload } from '../helpers/storage'

let payload: Payload
let stripe: TestStripe
let paid: Track
let free: Track
let master: Buffer
const cookies = new Map<string, string>()

const cookieOf = async (user: TestUser) => {
  if (!cookies.has(user.id)) {
    cookies.set(user.id, `${SESSION_COOKIE}=${(await createSession(payload, user)).token}`)
  }
  return cookies.get(user.id)!
}

const post = async (
  route: (request: Request) => Promise<Response>,
  user: TestUser | null,
  body: unknown,
) =>
  route(
    new Request('http://test/api', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(user ? { cookie: await cookieOf(user) } : {}),
      },
      body: JSON.stringify(body),
    }),
  )

const startPurchase = (user: TestUser | null, body: unknown) => post(intentRoute, user, body)
const confirm = (user: TestUser | null, paymentIntentId: string) =>
  post(confirmRoute, user, { paymentIntentId })

const download = async (user: TestUser | null, trackId: string) =>
  followDownload(
    await downloadRoute(
      new Request(`http://test/api/secure/download/${trackId}`, {
        headers: user ? { cookie: await cookieOf(user) } : {},
      }),
      { params: Promise.resolve({ trackId }) },
    ),
  )

const stream = async (user: TestUser, id: string) =>
  streamRoute(
    new Request(`http://test/api/tracks/${id}/stream`, {
      headers: { cookie: await cookieOf(user), range: 'bytes=0-99' },
    }),
    { params: Promise.resolve({ id }) },
  )

const purchasesOf = (user: TestUser) =>
  payload.find({
    collection: 'purchases',
    where: { user: { equals: user.id } },
    pagination: false,
    overrideAccess: true,
  })

const permissionsOf = (user: TestUser, track: Track) =>
  payload.find({
    collection: 'user-file-permissions',
    where: { and: [{ user: { equals: user.id } }, { track: { equals: track.id } }] },
    overrideAccess: true,
  })

const statusOf = (intentId: string) => purchaseStatus(payload).statusOf(intentId)
const reaches = (intentId: string, status: string) =>
  purchaseStatus(payload).reaches(intentId, status)

/** Opens a checkout for a new member and returns its intent. */
const checkout = async (track: Track = paid) => {
  const fan = await createUser(payload, 'user')
  const response = await startPurchase(fan, { trackId: track.id })
  expect(response.status).toBe(200)
  const { clientSecret } = (await response.json()) as { clientSecret: string }
  return { fan, clientSecret, intentId: clientSecret.split('_secret_')[0] }
}

const eventsOf = async (intentId: string, type: string): Promise<Stripe.Event[]> => {
  const { data } = await stripe.stripe.events.list({ type, limit: 100 })
  return data.filter((event) => {
    const object = event.data.object as { id: string; payment_intent?: string }
    return object.id === intentId || object.payment_intent === intentId
  })
}

beforeAll(async () => {
  payload = await getTestPayload()
  stripe = await startTestStripe()
  master = synthesizeTrack({ seed: 3, bpm: 90, rootHz: 55, seconds: 36 })
  const audio = await payload.create({
    collection: 'track-audio',
    data: { label: 'master' },
    file: { data: master, mimetype: 'audio/mpeg', name: 'master.mp3', size: master.length },
    overrideAccess: true,
  })
  paid = await createTrack(payload, { title: 'Steppin Out', price: 1.99, audio: audio.id })
  free = await createTrack(payload, { title: 'Free Lunch', price: 0, audio: audio.id })
})

afterAll(async () => {
  await stripe?.close()
})

describe('POST /api/create-payment-intent', () => {
  it('answers 401 signed out, 400 without a trackId, 404 for an unknown track', async () => {
    const fan = await createUser(payload, 'user')
    expect((await startPurchase(null, { trackId: paid.id })).status).toBe(401)
    const missing = await startPurchase(fan, {})
    expect(missing.status).toBe(400)
    expect(await missing.json()).toEqual({ error: 'trackId is required' })
    const unknown = await startPurchase(fan, { trackId: '7f1e7a52-4a38-4cf0-9a2b-0f6f0e7f7b11' })
    expect(unknown.status).toBe(404)
    expect((await startPurchase(fan, { trackId: 'nope' })).status).toBe(404)
  })

  it('charges the price in the database: a fixed price is not the client’s to choose', async () => {
    const fan = await createUser(payload, 'user')
    const cheaper = await startPurchase(fan, { trackId: paid.id, amount: '0.01' })
    expect(cheaper.status).toBe(409)
    expect(await cheaper.json()).toEqual({ error: 'This track has a fixed price of $1.99.' })
    expect((await startPurchase(fan, { trackId: paid.id, amount: 1 })).status).toBe(400)
    expect((await purchasesOf(fan)).totalDocs).toBe(0)

    const response = await startPurchase(fan, { trackId: paid.id, price: '0.01' })
    const { clientSecret, amount } = await response.json()
    expect(amount).toBe('1.99')
    const intent = await stripe.stripe.paymentIntents.retrieve(clientSecret.split('_secret_')[0])
    expect(intent.amount).toBe(199)
    expect(intent.currency).toBe('usd')
    expect(intent.metadata).toMatchObject({ userId: fan.id, trackId: paid.id })
    const { docs } = await purchasesOf(fan)
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({
      status: 'pending',
      amount: 1.99,
      stripePaymentIntentId: intent.id,
    })
  })

  it('makes one intent and one pending purchase for a double click', async () => {
    const fan = await createUser(payload, 'user')
    const answers = await Promise.all([
      startPurchase(fan, { trackId: paid.id }),
      startPurchase(fan, { trackId: paid.id }),
      startPurchase(fan, { trackId: paid.id }),
    ])
    const secrets = await Promise.all(
      answers.map(async (answer) => (await answer.json()).clientSecret),
    )
    expect(new Set(secrets).size).toBe(1)
    expect((await purchasesOf(fan)).totalDocs).toBe(1)
  })

  it('opens a new checkout when Stripe no longer knows the pending one’s intent', async () => {
    const fan = await createUser(payload, 'user')
    await startPurchase(fan, { trackId: paid.id })
    const [pending] = (await purchasesOf(fan)).docs
    await payload.update({
      collection: 'purchases',
      id: pending.id,
      data: { stripePaymentIntentId: 'pi_unknownToStripe' },
      overrideAccess: true,
    })
    const again = await startPurchase(fan, { trackId: paid.id })
    expect(again.status).toBe(200)
    const { clientSecret } = await again.json()
    expect(clientSecret).toMatch(/^pi_\w+_secret_/)
    const { docs } = await payload.find({
      collection: 'purchases',
      where: { user: { equals: fan.id } },
      sort: 'createdAt',
      overrideAccess: true,
    })
    expect(docs.map((purchase) => purchase.status)).toEqual(['failed', 'pending'])
  })

  it('adds a free track to the library without a payment', async () => {
    const fan = await createUser(payload, 'user')
    const response = await startPurchase(fan, { trackId: free.id })
    expect(await response.json()).toEqual({ clientSecret: null, granted: true })
    const { docs } = await purchasesOf(fan)
    expect(docs).toMatchObject([{ status: 'completed', amount: 0, stripePaymentIntentId: null }])
    expect((await startPurchase(fan, { trackId: free.id })).status).toBe(409)
    expect((await purchasesOf(fan)).totalDocs).toBe(1)
  })
})

describe('name your price', () => {
  let nyp: Track
  let pwyw: Track

  beforeAll(async () => {
    nyp = await createTrack(payload, {
      title: 'Your Call',
      priceMode: 'name-your-price',
      price: 5,
      suggestedPrice: 8,
      maximumPrice: 50,
      audio: paid.audio,
    })
    pwyw = await createTrack(payload, {
      title: 'Pay What You Want',
      priceMode: 'name-your-price',
      price: 0,
      suggestedPrice: 3,
      maximumPrice: 20,
      audio: paid.audio,
    })
  })

  const intentOf = async (response: Response) => {
    const { clientSecret } = (await response.json()) as { clientSecret: string }
    return stripe.stripe.paymentIntents.retrieve(clientSecret.split('_secret_')[0])
  }

  it.each([
    ['abc', 400, 'Enter an amount in dollars, such as 7 or 7.50.'],
    ['1.234', 400, 'Enter an amount in dollars, such as 7 or 7.50.'],
    ['-1', 400, 'Enter an amount in dollars, such as 7 or 7.50.'],
    ['1e3', 400, 'Enter an amount in dollars, such as 7 or 7.50.'],
    [7, 400, 'Enter an amount in dollars, such as 7 or 7.50.'],
    ['4.99', 400, 'The minimum is $5.00.'],
    ['50.01', 400, 'The most you can pay is $50.00.'],
    ['0', 400, 'The minimum is $5.00.'],
  ])('refuses %j with %i and changes nothing', async (amount, status, error) => {
    const fan = await createUser(payload, 'user')
    const answer = await startPurchase(fan, { trackId: nyp.id, amount })
    expect(answer.status).toBe(status)
    expect(await answer.json()).toEqual({ error })
    expect((await purchasesOf(fan)).totalDocs).toBe(0)
  })

  it('refuses an amount a card cannot pay where the minimum is $0', async () => {
    const fan = await createUser(payload, 'user')
    const answer = await startPurchase(fan, { trackId: pwyw.id, amount: '0.30' })
    expect(answer.status).toBe(400)
    expect(await answer.json()).toEqual({
      error: 'Pay $0 or at least $0.50: a card cannot be charged less.',
    })
    expect((await purchasesOf(fan)).totalDocs).toBe(0)
  })

  it('charges the chosen cents, and a new amount updates the one pending intent', async () => {
    const fan = await createUser(payload, 'user')
    const first = await startPurchase(fan, { trackId: nyp.id, amount: '7' })
    expect(first.status).toBe(200)
    const { clientSecret, amount } = await first.clone().json()
    expect(amount).toBe('7.00')
    const intent = await intentOf(first)
    expect(intent.amount).toBe(700)

    const again = await startPurchase(fan, { trackId: nyp.id, amount: '9.5' })
    expect((await again.clone().json()).clientSecret).toBe(clientSecret)
    expect((await intentOf(again)).amount).toBe(950)
    expect((await purchasesOf(fan)).docs).toMatchObject([{ status: 'pending', amount: 9.5 }])

    // Three tabs, three amounts at once: one intent, and the purchase records what it charges.
    const tabs = await Promise.all(
      ['6', '12', '20'].map((each) => startPurchase(fan, { trackId: nyp.id, amount: each })),
    )
    expect(tabs.map((tab) => tab.status)).toEqual([200, 200, 200])
    const final = await stripe.stripe.paymentIntents.retrieve(intent.id)
    const { docs } = await purchasesOf(fan)
    expect(docs).toHaveLength(1)
    expect(Math.round(docs[0]!.amount * 100)).toBe(final.amount)
  })

  it('starts from the suggested amount when the client names none (the spec’s call)', async () => {
    const fan = await createUser(payload, 'user')
    const answer = await startPurchase(fan, { trackId: nyp.id })
    expect((await intentOf(answer)).amount).toBe(800)
  })

  it('adds the track for $0 where the minimum is $0, without a payment', async () => {
    const fan = await createUser(payload, 'user')
    const answer = await startPurchase(fan, { trackId: pwyw.id, amount: '0' })
    expect(await answer.json()).toEqual({ clientSecret: null, granted: true })
    expect((await purchasesOf(fan)).docs).toMatchObject([{ status: 'completed', amount: 0 }])
  })

  it('pays the chosen amount with 4242…: the purchase, the dashboard and the receipt show it', async () => {
    const fan = await createUser(payload, 'user')
    const answer = await startPurchase(fan, { trackId: nyp.id, amount: '7.25' })
    const { clientSecret } = await answer.json()
    const intentId = clientSecret.split('_secret_')[0]
    expect((await stripe.payWith(clientSecret, TEST_CARDS.visa)).body.status).toBe('succeeded')
    await reaches(intentId, 'completed')
    const listed = await purchasesRoute(
      new Request('http://test/api/user/purchases', { headers: { cookie: await cookieOf(fan) } }),
    )
    expect(await listed.json()).toMatchObject([{ trackId: nyp.id, amount: '7.25' }])
    await deliverOutbox(payload)
    const receipt = (await fs.readdir(process.env.MAIL_DIR!)).find((name) =>
      name.includes(fan.email.replace(/[^a-z0-9@.]/gi, '_')),
    )
    const text = (await fs.readFile(path.join(process.env.MAIL_DIR!, receipt!), 'utf8')).replace(
      /=\r?\n/g,
      '',
    )
    expect(text).toContain('Amount paid: $7.25')
  })

  it('a price mode change while a checkout is pending refuses the old terms, changing nothing', async () => {
    const track = await createTrack(payload, {
      title: 'Changing Terms',
      priceMode: 'name-your-price',
      price: 2,
      suggestedPrice: 4,
      maximumPrice: 30,
      audio: paid.audio,
    })
    const fan = await createUser(payload, 'user')
    const intent = await intentOf(await startPurchase(fan, { trackId: track.id, amount: '6' }))
    await payload.update({
      collection: 'tracks',
      id: track.id,
      data: { priceMode: 'fixed', price: 2.99 },
      overrideAccess: true,
    })
    const stale = await startPurchase(fan, { trackId: track.id, amount: '6' })
    expect(stale.status).toBe(409)
    expect(await stale.json()).toEqual({ error: 'This track has a fixed price of $2.99.' })
    expect((await stripe.stripe.paymentIntents.retrieve(intent.id)).amount).toBe(600)
    expect((await purchasesOf(fan)).docs).toMatchObject([{ status: 'pending', amount: 6 }])
    // The page reloaded with today's terms: the same intent, at the fixed price.
    const fresh = await intentOf(await startPurchase(fan, { trackId: track.id }))
    expect(fresh.id).toBe(intent.id)
    expect(fresh.amount).toBe(299)
  })

  it('lets an editor save only terms a card can pay', async () => {
    // Saved, or Payload's ValidationError with each field's own message.
    const outcome = (saving: Promise<unknown>) =>
      saving.then(
        () => 'saved',
        (error: { data?: { errors?: Array<{ message: string }> } }) =>
          error.data?.errors?.map((each) => each.message).join(' ') ?? 'refused',
      )
    const save = (data: Pick<Track, 'price' | 'suggestedPrice' | 'maximumPrice'>) =>
      outcome(createTrack(payload, { priceMode: 'name-your-price', ...data }))
    expect(await save({ price: 0.3, suggestedPrice: 2, maximumPrice: 10 })).toMatch(/minimum/i)
    expect(await save({ price: 5, suggestedPrice: 4, maximumPrice: 10 })).toMatch(/suggested/i)
    expect(await save({ price: 5, suggestedPrice: 8, maximumPrice: 6 })).toMatch(/maximum/i)
    expect(await save({ price: 0, suggestedPrice: 1, maximumPrice: 10 })).toBe('saved')
    // A change of one field is checked against the rest of the saved terms.
    const edit = (data: Partial<Track>) =>
      outcome(payload.update({ collection: 'tracks', id: nyp.id, data, overrideAccess: true }))
    expect(await edit({ suggestedPrice: 60 })).toMatch(/maximum/i)
    expect(await edit({ suggestedPrice: 9 })).toBe('saved')
  })
})

describe('paying with a test card', () => {
  it('4242…: webhook completes the purchase, grants the download and e-mails a receipt', async () => {
    const { fan, clientSecret, intentId } = await checkout()
    const paidResult = await stripe.payWith(clientSecret, TEST_CARDS.visa)
    expect(paidResult.body.status).toBe('succeeded')
    await reaches(intentId, 'completed')
    expect((await permissionsOf(fan, paid)).docs).toMatchObject([{ isActive: true }])

    const confirmed = await confirm(fan, intentId)
    expect(confirmed.status).toBe(200)
    expect(await confirmed.json()).toEqual({
      track: { title: 'Steppin Out', artist: 'KAIRO', price: '1.99' },
    })

    const file = await download(fan, paid.id)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="track-${paid.id}.mp3"`,
    )
    expect(file.headers.get('cache-control')).toBe('no-store')
    expect(file.headers.get('content-length')).toBe(String(master.length))
    expect(Buffer.from(await file.arrayBuffer()).equals(master)).toBe(true)
    expect((await stream(fan, paid.id)).status).toBe(206)

    // The receipt was queued with the purchase; the outbox's sender sends it.
    await deliverOutbox(payload)
    const mails = await fs.readdir(process.env.MAIL_DIR!)
    const receipt = mails.find((name) => name.includes(fan.email.replace(/[^a-z0-9@.]/gi, '_')))
    expect(receipt).toBeDefined()
    // Quoted-printable: long lines are folded with a soft break.
    const text = (await fs.readFile(path.join(process.env.MAIL_DIR!, receipt!), 'utf8')).replace(
      /=\r?\n/g,
      '',
    )
    expect(text).toContain('Steppin Out')
    expect(text).toContain('$1.99')
    expect(text).toContain(intentId)

    const { totalDocs: audits } = await payload.count({
      collection: 'audit-logs',
      where: { and: [{ eventType: { equals: 'track_downloaded' } }, { user: { equals: fan.id } }] },
      overrideAccess: true,
    })
    expect(audits).toBe(1)
    expect((await startPurchase(fan, { trackId: paid.id })).status).toBe(409)
  })

  it('4000…0002: declined with the card message, the attempt fails and nothing is granted', async () => {
    const { fan, clientSecret, intentId } = await checkout()
    const result = await stripe.payWith(clientSecret, TEST_CARDS.declined)
    expect(result.status).toBe(402)
    expect(result.body.error.message).toBe('Your card was declined.')
    await reaches(intentId, 'failed')
    expect((await permissionsOf(fan, paid)).totalDocs).toBe(0)
    expect((await download(fan, paid.id)).status).toBe(403)
    const listed = await purchasesRoute(
      new Request('http://test/api/user/purchases', { headers: { cookie: await cookieOf(fan) } }),
    )
    expect(await listed.json()).toEqual([])
    expect((await confirm(fan, intentId)).status).toBe(409)
  })

  it('a decline then a good card on the same intent completes it', async () => {
    const { fan, clientSecret, intentId } = await checkout()
    await stripe.payWith(clientSecret, TEST_CARDS.insufficientFunds)
    await reaches(intentId, 'failed')
    await stripe.payWith(clientSecret, TEST_CARDS.visa)
    await reaches(intentId, 'completed')
    expect((await download(fan, paid.id)).status).toBe(200)
  })
})

describe('POST /api/stripe/webhooks', () => {
  it('refuses a bad signature, a stale timestamp and a wrong secret with 400, changing nothing', async () => {
    const { clientSecret, intentId } = await checkout()
    const intent = await stripe.stripe.paymentIntents.retrieve(intentId)
    // A succeeded intent as Stripe would describe it, but delivered by a forger.
    const event = {
      id: `evt_forged_${intentId}`,
      object: 'event',
      type: 'payment_intent.succeeded',
      created: Math.floor(Date.now() / 1000),
      data: { object: { ...intent, status: 'succeeded' } },
    }
    const forged = [
      stripe.signedDelivery(event, { secret: 'whsec_wrong' }),
      stripe.signedDelivery(event, { timestamp: Math.floor(Date.now() / 1000) - 301 }),
      new Request('http://test/api/stripe/webhooks', {
        method: 'POST',
        headers: { 'Stripe-Signature': 't=1,v1=deadbeef' },
        body: JSON.stringify(event),
      }),
      new Request('http://test/api/stripe/webhooks', {
        method: 'POST',
        body: JSON.stringify(event),
      }),
    ]
    for (const request of forged) {
      const response = await webhookRoute(request)
      expect(response.status).toBe(400)
      expect(await response.json()).toHaveProperty('error')
    }
    expect(await statusOf(intentId)).toBe('pending')
    expect(
      (
        await payload.count({
          collection: 'stripe-events',
          where: { eventId: { equals: event.id } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(0)
    // The genuine signature with the same body is accepted.
    expect(clientSecret).toContain('_secret_')
    expect((await webhookRoute(stripe.signedDelivery(event))).status).toBe(200)
    expect(await statusOf(intentId)).toBe('completed')
  })

  it('duplicates, a late failure and a replay after confirm leave one completed purchase', async () => {
    const { fan, clientSecret, intentId } = await checkout()
    await stripe.payWith(clientSecret, TEST_CARDS.declined)
    await stripe.payWith(clientSecret, TEST_CARDS.visa)
    await reaches(intentId, 'completed')
    const [succeeded] = await eventsOf(intentId, 'payment_intent.succeeded')
    const [failed] = await eventsOf(intentId, 'payment_intent.payment_failed')
    expect(succeeded && failed).toBeTruthy()

    const deliver = (event: Stripe.Event, id = event.id) =>
      webhookRoute(stripe.signedDelivery({ ...event, id }))
    // The same success three times, in parallel; the failure after it; a replay after confirm.
    const answers = await Promise.all([deliver(succeeded), deliver(succeeded), deliver(succeeded)])
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200])
    expect((await deliver(failed)).status).toBe(200)
    expect((await confirm(fan, intentId)).status).toBe(200)
    // A replay under new event ids (Stripe's "resend") is recognised by the purchase's state.
    await deliver(failed, `${failed.id}_resent`)
    await deliver(succeeded, `${succeeded.id}_resent`)

    const { docs } = await purchasesOf(fan)
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ status: 'completed', stripePaymentIntentId: intentId })
    expect((await permissionsOf(fan, paid)).totalDocs).toBe(1)
    await Promise.all([deliverOutbox(payload), deliverOutbox(payload)])
    const receipts = (await fs.readdir(process.env.MAIL_DIR!)).filter((name) =>
      name.includes(fan.email.replace(/[^a-z0-9@.]/gi, '_')),
    )
    expect(receipts).toHaveLength(1)
  })

  it('a success that arrives before its checkout row still ends in one purchase', async () => {
    const { fan, clientSecret, intentId } = await checkout()
    await stripe.payWith(clientSecret, TEST_CARDS.visa)
    await reaches(intentId, 'completed')
    // The row is lost (a restored backup): the signed intent's metadata rebuilds it once.
    await payload.delete({
      collection: 'purchases',
      where: { stripePaymentIntentId: { equals: intentId } },
      overrideAccess: true,
    })
    const [succeeded] = await eventsOf(intentId, 'payment_intent.succeeded')
    await Promise.all([
      webhookRoute(stripe.signedDelivery({ ...succeeded, id: `${succeeded.id}_a` })),
      webhookRoute(stripe.signedDelivery({ ...succeeded, id: `${succeeded.id}_b` })),
    ])
    const { docs } = await purchasesOf(fan)
    expect(docs).toMatchObject([{ status: 'completed', amount: 1.99 }])
  })

  it('does not rebuild a lost purchase from a signed event whose amount is not the price', async () => {
    const { fan, intentId } = await checkout()
    await payload.delete({
      collection: 'purchases',
      where: { stripePaymentIntentId: { equals: intentId } },
      overrideAccess: true,
    })
    const intent = await stripe.stripe.paymentIntents.retrieve(intentId)
    const event = {
      id: `evt_rebuilt_cheap_${intentId}`,
      object: 'event',
      type: 'payment_intent.succeeded',
      created: Math.floor(Date.now() / 1000),
      data: { object: { ...intent, amount: 1, status: 'succeeded' } },
    }
    expect((await webhookRoute(stripe.signedDelivery(event))).status).toBe(200)
    expect((await purchasesOf(fan)).docs).toHaveLength(0)
    expect((await permissionsOf(fan, paid)).totalDocs).toBe(0)
    const { docs } = await payload.find({
      collection: 'audit-logs',
      where: { eventType: { equals: 'payment_mismatch' } },
      overrideAccess: true,
    })
    expect(docs.find((entry) => entry.resourceId === intentId)?.details).toMatchObject({
      reasons: ['amount'],
    })
  })

  it('does not fulfil a payment whose amount differs from the purchase', async () => {
    const { intentId } = await checkout()
    const intent = await stripe.stripe.paymentIntents.retrieve(intentId)
    const event = {
      id: `evt_cheap_${intentId}`,
      object: 'event',
      type: 'payment_intent.succeeded',
      created: Math.floor(Date.now() / 1000),
      data: { object: { ...intent, amount: 1, status: 'succeeded' } },
    }
    expect((await webhookRoute(stripe.signedDelivery(event))).status).toBe(200)
    expect(await statusOf(intentId)).toBe('pending')
    const { docs } = await payload.find({
      collection: 'audit-logs',
      where: { eventType: { equals: 'payment_mismatch' } },
      overrideAccess: true,
    })
    expect(docs.some((entry) => entry.resourceId === intentId)).toBe(true)
  })

  it('a refund revokes the download', async () => {
    const { fan, clientSecret, intentId } = await checkout()
    await stripe.payWith(clientSecret, TEST_CARDS.visa)
    await reaches(intentId, 'completed')
    expect((await download(fan, paid.id)).status).toBe(200)
    await stripe.stripe.refunds.create({ payment_intent: intentId })
    await reaches(intentId, 'refunded')
    const refused = await download(fan, paid.id)
    expect(refused.status).toBe(403)
    expect(await refused.json()).toHaveProperty('error')
    expect((await stream(fan, paid.id)).status).toBe(403)
    expect((await permissionsOf(fan, paid)).docs).toMatchObject([{ isActive: false }])
    // A late success event does not bring a refunded purchase back.
    const [succeeded] = await eventsOf(intentId, 'payment_intent.succeeded')
    await webhookRoute(stripe.signedDelivery({ ...succeeded, id: `${succeeded.id}_late` }))
    expect(await statusOf(intentId)).toBe('refunded')
  })

  it('4000…0259: a dispute suspends the download and a won dispute restores it', async () => {
    const { fan, clientSecret, intentId } = await checkout()
    await stripe.payWith(clientSecret, TEST_CARDS.dispute)
    await reaches(intentId, 'disputed')
    expect((await download(fan, paid.id)).status).toBe(403)
    const [opened] = await eventsOf(intentId, 'charge.dispute.created')
    const dispute = opened.data.object as Stripe.Dispute
    await stripe.server.closeDispute(dispute.id, 'won')
    await reaches(intentId, 'completed')
    expect((await download(fan, paid.id)).status).toBe(200)
    // The dispute's opening replayed after it was closed does not suspend it again.
    await webhookRoute(stripe.signedDelivery({ ...opened, id: `${opened.id}_replayed` }))
    expect(await statusOf(intentId)).toBe('completed')
  })
})

describe('POST /api/confirm-purchase', () => {
  it('completes a paid purchase before its webhook, and only for its owner', async () => {
    const { fan, clientSecret, intentId } = await checkout()
    stripe.server.pauseWebhooks()
    try {
      await stripe.payWith(clientSecret, TEST_CARDS.visa)
      const stranger = await createUser(payload, 'user')
      expect((await confirm(stranger, intentId)).status).toBe(404)
      expect((await confirm(null, intentId)).status).toBe(401)
      expect((await confirm(fan, 'not-an-intent')).status).toBe(400)
      const response = await confirm(fan, intentId)
      expect(response.status).toBe(200)
      expect(await statusOf(intentId)).toBe('completed')
    } finally {
      stripe.server.resumeWebhooks()
    }
    // The webhook that arrives afterwards changes nothing.
    await eventually(async () =>
      (await eventsOf(intentId, 'payment_intent.succeeded')).length > 0 &&
      stripe.bridge.received.some((entry) => entry.type === 'payment_intent.succeeded')
        ? true
        : undefined,
    )
    expect((await purchasesOf(fan)).docs).toMatchObject([{ status: 'completed' }])
  })
})

describe('GET /api/secure/download/{trackId}', () => {
  it('refuses the signed-out, other members, unbought tracks and unknown ids', async () => {
    const { clientSecret, intentId } = await checkout()
    await stripe.payWith(clientSecret, TEST_CARDS.visa)
    await reaches(intentId, 'completed')
    const stranger = await createUser(payload, 'user')
    expect((await download(null, paid.id)).status).toBe(401)
    expect((await download(stranger, paid.id)).status).toBe(403)
    expect((await download(stranger, '7f1e7a52-4a38-4cf0-9a2b-0f6f0e7f7b11')).status).toBe(404)
    expect((await download(stranger, 'x')).status).toBe(404)
  })

  it('counts a download on the right without changing the right itself (an in-place update)', async () => {
    const { fan, clientSecret, intentId } = await checkout()
    await stripe.payWith(clientSecret, TEST_CARDS.visa)
    await reaches(intentId, 'completed')
    const [granted] = (await permissionsOf(fan, paid)).docs
    expect((await download(fan, paid.id)).status).toBe(200)
    const [counted] = (await permissionsOf(fan, paid)).docs
    expect(counted.accessCount).toBe((granted.accessCount ?? 0) + 1)
    expect(counted.lastAccessed).toBeTruthy()
    // updatedAt is when the right was granted or changed. It is indexed, and left alone the
    // count changes no indexed column, so PostgreSQL updates the row in place (HOT): no new entry
    // in any of the table's indexes on every download.
    expect(counted.updatedAt).toBe(granted.updatedAt)
    const { rows } = await drizzleOf(payload).execute(sql`SELECT indexdef FROM pg_indexes
      WHERE tablename = 'user_file_permissions'`)
    const indexed = (rows as Array<{ indexdef: string }>).map((row) => row.indexdef).join('\n')
    expect(indexed).not.toMatch(/\((access_count|last_accessed)\)/)
  })

  it('refuses a download past its expiry or its access count', async () => {
    const { fan, clientSecret, intentId } = await checkout()
    await stripe.payWith(clientSecret, TEST_CARDS.visa)
    await reaches(intentId, 'completed')
    const [permission] = (await permissionsOf(fan, paid)).docs
    await payload.update({
      collection: 'user-file-permissions',
      id: permission.id,
      data: { maxAccessCount: 2 },
      overrideAccess: true,
    })
    const parallel = await Promise.all([1, 2, 3, 4].map(() => download(fan, paid.id)))
    expect(parallel.map((answer) => answer.status).sort()).toEqual([200, 200, 403, 403])
    const limited = await download(fan, paid.id)
    expect(await limited.json()).toEqual({
      error: 'You have reached the download limit for this track.',
    })
    // Each download served is audited with the count it took, in the statement that counted it;
    // the refused ones left no entry.
    const { docs: entries } = await payload.find({
      collection: 'audit-logs',
      where: { and: [{ eventType: { equals: 'track_downloaded' } }, { user: { equals: fan.id } }] },
      pagination: false,
      overrideAccess: true,
    })
    const details = entries.map((entry) => entry.details as Record<string, unknown>)
    expect(details.map((entry) => entry.accessCount).sort()).toEqual([1, 2])
    for (const entry of details) {
      expect(entry).toMatchObject({ bytes: master.length, filename: `track-${paid.id}.mp3` })
    }

    await payload.update({
      collection: 'user-file-permissions',
      id: permission.id,
      data: { maxAccessCount: -1, expiresAt: new Date(Date.now() - 1000).toISOString() },
      overrideAccess: true,
    })
    const expired = await download(fan, paid.id)
    expect(expired.status).toBe(403)
    expect(await expired.json()).toEqual({ error: 'Your access to this download has expired.' })
  })

  it('shuts out a bought track’s owner at once when the account is suspended or to be deleted', async () => {
    for (const data of [{ accountStatus: 'suspended' as const }, { gdprDeleteRequested: true }]) {
      const { fan, clientSecret, intentId } = await checkout()
      await stripe.payWith(clientSecret, TEST_CARDS.visa)
      await reaches(intentId, 'completed')
      expect((await download(fan, paid.id)).status).toBe(200)
      expect((await stream(fan, paid.id)).status).toBe(206)
      await payload.update({ collection: 'users', id: fan.id, data, overrideAccess: true })
      // The same cookie: the session is live no more, for the file calls as for every other.
      expect((await download(fan, paid.id)).status).toBe(401)
      expect((await stream(fan, paid.id)).status).toBe(401)
    }
  })

  it('serves a free track to any signed-in member without payment', async () => {
    const fan = await createUser(payload, 'user')
    const file = await download(fan, free.id)
    expect(file.status).toBe(200)
    expect(Buffer.from(await file.arrayBuffer()).equals(master)).toBe(true)
    expect((await download(null, free.id)).status).toBe(401)
  })
})
