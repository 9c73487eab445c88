import fc from 'fast-check'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, it } from 'vitest'

import { POST as assistantRoute } from '@/app/(site)/api/ai-assistant/route'
import { POST as confirmRoute } from '@/app/(site)/api/confirm-purchase/route'
import { POST as contactsRoute } from '@/app/(site)/api/contacts/route'
import { POST as intentRoute } from '@/app/(site)/api/create-payment-intent/route'
import { GET as initRoute } from '@/app/(site)/api/init/route'
import { GET as downloadRoute } from '@/app/(site)/api/secure/download/[trackId]/route'
import { POST as webhookRoute } from '@/app/(site)/api/stripe/webhooks/route'
import { GET as previewRoute } from '@/app/(site)/api/tracks/[id]/preview/route'
import { GET as trackRoute } from '@/app/(site)/api/tracks/[id]/route'
import { GET as streamRoute } from '@/app/(site)/api/tracks/[id]/stream/route'
import { GET as tracksRoute } from '@/app/(site)/api/tracks/route'
import { GET as videosRoute } from '@/app/(site)/api/videos/route'
import type { Track } from '@/payload-types'
import { synthesizeTrack } from '@/seed/assets/audio'

import { createTrack, createUser, type TestUser } from '../helpers/fixtures'
import { fuzz, FUZZ_TIMEOUT_MS, writeCounts } from '../helpers/fuzz'
import { bodyOf, nearValidBody } from '../helpers/fuzzing/bodies'
import {
  bodyInput,
  cookieChoice,
  cookieFor,
  headersArb,
  idParam,
  incompressible,
  pathSegment,
  plainHeaders,
  queryString,
  type Route,
  send,
} from '../helpers/fuzzing/requests'
import { sessionCookie } from '../helpers/fuzzing/sessions'
import { edgeEmail, nastyText, validEmail, validText } from '../helpers/fuzzing/values'
import { getTestPayload } from '../helpers/payload'
import { eventually, startTestStripe, TEST_CARDS, type TestStripe } from '../helpers/stripe'

// The assistant answers from search: no model is called from a test.
delete process.env.OPENAI_API_KEY

const BASE = 'http://test/api'

let payload: Payload
let stripe: TestStripe
let buyer: TestUser
let buyerCookie: string
let shopperCookie: string
let paid: Track
let free: Track
let silent: Track
let draft: Track
let paidIntent: string
let pendingIntent: string
let strangersIntent: string

/** A checkout of the track for the member; returns the intent's id. */
const checkout = async (cookie: string, trackId: string) => {
  const response = await send(intentRoute, {
    method: 'POST',
    url: `${BASE}/create-payment-intent`,
    body: JSON.stringify({ trackId }),
    headers: plainHeaders,
    cookie,
  })
  const { clientSecret } = (await response.json()) as { clientSecret: string }
  return { clientSecret, id: clientSecret.split('_secret_')[0]! }
}

beforeAll(async () => {
  payload = await getTestPayload()
  stripe = await startTestStripe()
  const master = synthesizeTrack({ seed: 5, bpm: 100, rootHz: 60, seconds: 36 })
  const audio = await payload.create({
    collection: 'track-audio',
    data: { label: 'master' },
    file: { data: master, mimetype: 'audio/mpeg', name: 'master.mp3', size: master.length },
    overrideAccess: true,
  })
  paid = await createTrack(payload, { price: 1.99, audio: audio.id })
  free = await createTrack(payload, { price: 0, audio: audio.id })
  silent = await createTrack(payload, { price: 0.99 })
  draft = await createTrack(payload, { price: 0.99, audio: audio.id, status: 'draft' })

  buyer = await createUser(payload, 'user')
  buyerCookie = await sessionCookie(payload, buyer)
  shopperCookie = await sessionCookie(payload, await createUser(payload, 'user'))
  const bought = await checkout(buyerCookie, paid.id)
  await stripe.payWith(bought.clientSecret, TEST_CARDS.visa)
  paidIntent = bought.id
  await eventually(async () => {
    const { docs } = await payload.find({
      collection: 'purchases',
      where: { stripePaymentIntentId: { equals: paidIntent } },
      overrideAccess: true,
    })
    return docs[0]?.status === 'completed' ? true : undefined
  })
  const other = await createTrack(payload, { price: 2.5, audio: audio.id })
  pendingIntent = (await checkout(buyerCookie, other.id)).id
  strangersIntent = (await checkout(shopperCookie, other.id)).id
})

afterAll(async () => {
  writeCounts('commerce')
  await stripe?.close()
})

const trackIds = () => [paid.id, free.id, silent.id, draft.id]

describe.concurrent('fuzzing the catalogue, commerce, contact and assistant calls', () => {
  it(
    'POST /api/create-payment-intent',
    async () => {
      const nearValid = nearValidBody({ trackId: idParam(trackIds()) })
      await fuzz({
        name: 'POST /api/create-payment-intent',
        input: fc.record({
          caller: cookieChoice(),
          buyer: fc.boolean(),
          body: bodyOf(nearValid),
          headers: headersArb,
        }),
        call: async ({ caller, buyer: asBuyer, body, headers }) =>
          send(intentRoute, {
            method: 'POST',
            url: `${BASE}/create-payment-intent`,
            body,
            headers,
            cookie: await cookieFor(caller, () => (asBuyer ? buyerCookie : shopperCookie)),
          }),
      })
    },
    FUZZ_TIMEOUT_MS,
  )

  it(
    'POST /api/confirm-purchase',
    async () => {
      const nearValid = nearValidBody({
        paymentIntentId: fc.oneof(
          { weight: 3, arbitrary: fc.constantFrom(paidIntent, pendingIntent, strangersIntent) },
          { weight: 2, arbitrary: fc.stringMatching(/^pi_[A-Za-z0-9_]{1,40}$/) },
          {
            weight: 1,
            arbitrary: fc.constantFrom(`pi_${'a'.repeat(250)}`, `pi_${'a'.repeat(251)}`),
          },
          { weight: 1, arbitrary: nastyText.map((text) => `pi_${text}`) },
        ),
      })
      await fuzz({
        name: 'POST /api/confirm-purchase',
        input: bodyInput(cookieChoice(), bodyOf(nearValid)),
        call: async ({ caller, body, headers }) =>
          send(confirmRoute, {
            method: 'POST',
            url: `${BASE}/confirm-purchase`,
            body,
            headers,
            cookie: await cookieFor(caller, () => buyerCookie),
          }),
      })
    },
    FUZZ_TIMEOUT_MS,
  )

  it(
    'POST /api/stripe/webhooks refuses every body without a valid signature with a 400',
    async () => {
      const { keys } = stripe
      const signature = fc.oneof(
        fc.constant(null),
        fc.string({ unit: fc.constantFrom(...'t=v1,0123456789abcdef '), maxLength: 120 }),
        fc
          .tuple(fc.integer({ min: 0, max: 2 ** 31 }), fc.stringMatching(/^[0-9a-f]{64}$/))
          .map(([time, hex]) => `t=${time},v1=${hex}`),
        // Stripe's own format, signed with the wrong secret, too long ago, or for another body.
        fc
          .tuple(
            fc.constantFrom('whsec_wrong', keys.webhookSecret),
            fc.constantFrom(-3_600, 0),
            fc.string(),
          )
          .map(([secret, age, other]) =>
            stripe.stripe.webhooks.generateTestHeaderString({
              payload: `${other}-not-the-body`,
              secret,
              timestamp: Math.floor(Date.now() / 1000) + age,
            }),
          ),
      )
      const event = nearValidBody({
        id: fc.stringMatching(/^evt_\w{4,20}$/),
        type: fc.constantFrom(
          'payment_intent.succeeded',
          'payment_intent.payment_failed',
          'charge.refunded',
          'charge.dispute.created',
        ),
        data: fc.constant({ object: { id: paidIntent, metadata: { userId: buyer.id } } }),
      })
      await fuzz({
        name: 'POST /api/stripe/webhooks',
        input: fc.record({ signature, body: bodyOf(event), headers: headersArb }),
        call: async ({ signature: sent, body, headers }) =>
          send(webhookRoute, {
            method: 'POST',
            url: `${BASE}/stripe/webhooks`,
            body,
            headers,
            extraHeaders: sent === null ? {} : { 'stripe-signature': sent },
          }),
        rules: { onlyStatuses: [400] },
      })
    },
    FUZZ_TIMEOUT_MS,
  )

  it(
    'GET /api/secure/download/{trackId}',
    async () => {
      await fuzz({
        name: 'GET /api/secure/download/{trackId}',
        input: fc.record({ caller: cookieChoice(), id: idParam(trackIds()), headers: headersArb }),
        call: async ({ caller, id, headers }) =>
          send(downloadRoute, {
            method: 'GET',
            url: `${BASE}/secure/download/${pathSegment(id)}`,
            headers,
            cookie: await cookieFor(caller, () => buyerCookie),
            params: { trackId: id },
          }),
      })
    },
    FUZZ_TIMEOUT_MS,
  )

  const range = fc.oneof(
    { weight: 2, arbitrary: fc.constant(null) },
    {
      weight: 3,
      arbitrary: fc
        .tuple(fc.option(fc.nat()), fc.option(fc.nat()))
        .map(([start, end]) => `bytes=${start ?? ''}-${end ?? ''}`),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        'bytes=0-0',
        'bytes=-0',
        'bytes=-1',
        'bytes=0-',
        'bytes=999999999999999999999-',
        'bytes=0-1,5-9',
        'bytes=5-1',
        'items=0-1',
        'bytes=--1',
        'bytes= 1-2',
        'bytes=1e3-',
      ),
    },
    { weight: 1, arbitrary: nastyText.map(pathSegment) },
  )

  for (const [name, route, withSession] of [
    ['GET /api/tracks/{id}', trackRoute, false],
    ['GET /api/tracks/{id}/preview', previewRoute, false],
    ['GET /api/tracks/{id}/stream', streamRoute, true],
  ] as const) {
    it(
      name,
      async () => {
        await fuzz({
          name,
          input: fc.record({
            caller: cookieChoice(withSession ? undefined : { none: 3, garbage: 1, live: 1 }),
            id: idParam(trackIds()),
            range,
            headers: headersArb,
          }),
          call: async ({ caller, id, range: bytes, headers }) =>
            send(route as Route<{ id: string }>, {
              method: 'GET',
              url: `${BASE}${name.slice(8).replace('{id}', pathSegment(id))}`,
              headers,
              cookie: await cookieFor(caller, () => buyerCookie),
              extraHeaders: bytes === null ? {} : { range: bytes },
              params: { id },
            }),
          rules: { rangeRequests: true },
        })
      },
      FUZZ_TIMEOUT_MS,
    )
  }

  for (const [name, route] of [
    ['GET /api/tracks', tracksRoute],
    ['GET /api/videos', videosRoute],
    ['GET /api/init', initRoute],
  ] as const) {
    it(
      name,
      async () => {
        await fuzz({
          name,
          input: fc.record({
            query: queryString({
              limit: fc.nat().map(String),
              page: fc.nat().map(String),
              sort: fc.constantFrom('title', '-price', 'passwordHash'),
              where: fc.constant('{"price":{"equals":0}}'),
              depth: fc.constantFrom('0', '10', '-1'),
            }),
            caller: cookieChoice({ none: 3, garbage: 1, live: 1 }),
            headers: headersArb,
          }),
          call: async ({ query, caller, headers }) =>
            send(route as Route, {
              method: 'GET',
              url: `http://test${name.slice(4)}?${query}`,
              headers,
              cookie: await cookieFor(caller, () => buyerCookie),
            }),
        })
      },
      FUZZ_TIMEOUT_MS,
    )
  }

  it(
    'POST /api/contacts',
    async () => {
      const optional = (max: number) =>
        fc.oneof(validText(0, max), fc.constantFrom<string | null>(null, ''))
      const nearValid = nearValidBody({
        fullName: validText(1, 200),
        email: fc.oneof({ weight: 3, arbitrary: validEmail }, { weight: 1, arbitrary: edgeEmail }),
        mailingAddress: optional(500),
        phoneNumber: fc.oneof(fc.stringMatching(/^\+?[0-9 ()-]{3,20}$/), optional(50)),
        socialMedia: optional(200),
        message: optional(5000),
        source: fc.constantFrom('website', 'landing', 'home', 'admin'),
        status: fc.constantFrom('new', 'read', 'archived'),
        // The honeypot: empty for people; a bot that fills it in is told the same as them.
        homepage: fc.oneof(
          { weight: 6, arbitrary: fc.constant('') },
          { weight: 1, arbitrary: fc.constant('https://spam.test') },
        ),
      })
      await fuzz({
        name: 'POST /api/contacts',
        input: bodyInput(cookieChoice({ none: 4, garbage: 1, live: 1 }), bodyOf(nearValid, 4)),
        // U+0000 in a message or a domain label ending in '-' failed the insert; a long
        // forwarded address failed the limiter.
        examples: [
          {
            caller: { kind: 'none' },
            body: JSON.stringify({ fullName: 'Fan', email: 'fan@0-.test' }),
            headers: plainHeaders,
          },
          {
            caller: { kind: 'none' },
            body: JSON.stringify({
              fullName: 'Fan',
              email: 'fan@example.test',
              message: 'a\u0000b',
            }),
            headers: plainHeaders,
          },
          {
            caller: { kind: 'none' },
            body: JSON.stringify({ fullName: 'Fan', email: 'fan@example.test' }),
            headers: { ...plainHeaders, forwardedLast: incompressible(3_000) },
          },
        ],
        call: async ({ caller, body, headers }) =>
          send(contactsRoute, {
            method: 'POST',
            url: `${BASE}/contacts`,
            body,
            headers,
            cookie: await cookieFor(caller, () => shopperCookie),
          }),
      })
    },
    FUZZ_TIMEOUT_MS,
  )

  it(
    'POST /api/ai-assistant',
    async () => {
      const turn = fc.record({
        role: fc.constantFrom('user', 'assistant'),
        content: validText(0, 2000),
      })
      const nearValid = nearValidBody({
        message: fc.oneof(
          fc.constantFrom('What does the newest track cost?', 'Where can I watch videos?'),
          validText(1, 1000),
        ),
        history: fc.array(turn, { maxLength: 20 }),
      })
      await fuzz({
        name: 'POST /api/ai-assistant',
        // Members have their own hourly budget: most questions come from visitors.
        input: bodyInput(cookieChoice({ none: 6, garbage: 2, live: 1 }), bodyOf(nearValid)),
        call: async ({ caller, body, headers }) =>
          send(assistantRoute, {
            method: 'POST',
            url: `${BASE}/ai-assistant`,
            body,
            headers,
            cookie: await cookieFor(caller, () => shopperCookie),
          }),
      })
    },
    FUZZ_TIMEOUT_MS,
  )
})
