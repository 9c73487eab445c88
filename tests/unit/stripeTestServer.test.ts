import http from 'node:http'
import type { AddressInfo } from 'node:net'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { parseForm } from '../../scripts/stripe-test-server/form'
import {
  startStripeTestServer,
  type StripeTestServer,
} from '../../scripts/stripe-test-server/server'

type Delivery = { body: string; signature: string; contentType: string; event: Stripe.Event }
type Answer = (delivery: Delivery, count: number) => number | Promise<number>

/** A webhook endpoint: records every delivery and answers with `answer`'s status. */
async function startReceiver(answer: Answer = () => 200) {
  const deliveries: Delivery[] = []
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks).toString('utf8')
    const delivery = {
      body,
      signature: String(req.headers['stripe-signature']),
      contentType: String(req.headers['content-type']),
      event: JSON.parse(body) as Stripe.Event,
    }
    deliveries.push(delivery)
    res.writeHead(await answer(delivery, deliveries.length)).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/api/stripe/webhooks`,
    deliveries,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

const sdkFor = (server: StripeTestServer, key = server.secretKey) =>
  new Stripe(key, { host: '127.0.0.1', port: server.port, protocol: 'http', maxNetworkRetries: 0 })

const eventually = async <T>(check: () => T | undefined | false, timeoutMs = 5000): Promise<T> => {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = check()
    if (value) return value
    if (Date.now() > deadline) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the call to fail')
    },
    (error: Stripe.errors.StripeError) => error,
  )

const NEXT_YEAR = String(new Date().getFullYear() + 1)
const cardData = (card: Record<string, string> = {}) =>
  ({
    type: 'card',
    card: { number: '4242424242424242', exp_month: '12', exp_year: NEXT_YEAR, cvc: '123', ...card },
  }) as unknown as Stripe.PaymentIntentConfirmParams.PaymentMethodData

const LIVE_CARD_MESSAGE =
  'Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing.'

const DECLINES = [
  ['4000000000000002', 'generic_decline', 'Your card was declined.'],
  ['4000000000009995', 'insufficient_funds', 'Your card has insufficient funds.'],
  ['4111111111111111', 'test_mode_live_card', LIVE_CARD_MESSAGE],
] as const

const INVALID_DETAILS = [
  [{ number: '4242424242424241' }, 'incorrect_number', 'Your card number is incorrect.'],
  [{ number: '4242 4242 4242 4242', exp_year: '2020' }, 'expired_card', 'Your card has expired.'],
  [{ cvc: '12' }, 'invalid_cvc', "Your card's security code is invalid."],
] as const

let server: StripeTestServer
let receiver: Awaited<ReturnType<typeof startReceiver>>
let stripe: Stripe

beforeAll(async () => {
  receiver = await startReceiver()
  server = await startStripeTestServer({
    webhookUrls: [receiver.url],
    retry: { attempts: 3, delayMs: 10 },
  })
  stripe = sdkFor(server)
})

afterAll(async () => {
  await server?.close()
  await receiver?.close()
})

const newIntent = (params: Partial<Stripe.PaymentIntentCreateParams> = {}) =>
  stripe.paymentIntents.create({
    amount: 199,
    currency: 'usd',
    metadata: { userId: 'user-1', trackId: 'track-1' },
    ...params,
  })

/** What the checkout page sends: the publishable key, the client secret, the card. */
const fromBrowser = async (path: string, params: Record<string, string> = {}, init = {}) => {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${server.publishableKey}`,
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: 'http://localhost:3000',
    },
    body: new URLSearchParams(params),
    ...init,
  })
  return { response, body: await response.json() }
}

const browserConfirm = (intent: Stripe.PaymentIntent, card: Record<string, string> = {}) => {
  const { card: details } = cardData(card) as unknown as { card: Record<string, string> }
  return fromBrowser(`/v1/payment_intents/${intent.id}/confirm`, {
    client_secret: intent.client_secret as string,
    'payment_method_data[type]': 'card',
    ...Object.fromEntries(
      Object.entries(details).map(([name, value]) => [`payment_method_data[card][${name}]`, value]),
    ),
  })
}

/** Server-side calls outside the SDK (the test helpers). */
const call = async (
  method: string,
  path: string,
  params?: Record<string, string>,
  key?: string,
) => {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { Authorization: `Bearer ${key ?? server.secretKey}` },
    ...(params && { body: new URLSearchParams(params) }),
  })
  return { status: response.status, body: await response.json() }
}

const eventsFor = (intentId: string) =>
  server.events.filter((event) => {
    const object = event.data.object
    return object.id === intentId || object.payment_intent === intentId
  })

const deliveredFor = (intentId: string) =>
  receiver.deliveries.filter(({ event }) => {
    const object = event.data.object as { id: string; payment_intent?: string }
    return object.id === intentId || object.payment_intent === intentId
  })

describe('parseForm', () => {
  it('reads the nested form encoding of the Stripe SDK', () => {
    const params = parseForm(
      'amount=199&metadata[userId]=7&metadata[note]=a%26b&payment_method_types[0]=card&expand[]=latest_charge&a[b][c]=d',
    )
    expect(JSON.parse(JSON.stringify(params))).toEqual({
      amount: '199',
      metadata: { userId: '7', note: 'a&b' },
      payment_method_types: ['card'],
      expand: ['latest_charge'],
      a: { b: { c: 'd' } },
    })
  })
})

describe('payment intents through the Stripe SDK', () => {
  it('creates, retrieves, updates and cancels an intent in Stripe’s shape', async () => {
    const created = await newIntent({
      description: 'Steppin Out',
      receipt_email: 'fan@example.com',
      automatic_payment_methods: { enabled: true },
    })
    expect(created).toMatchObject({
      id: expect.stringMatching(/^pi_\w+$/),
      object: 'payment_intent',
      amount: 199,
      currency: 'usd',
      status: 'requires_payment_method',
      metadata: { userId: 'user-1', trackId: 'track-1' },
      description: 'Steppin Out',
      receipt_email: 'fan@example.com',
      livemode: false,
      latest_charge: null,
      last_payment_error: null,
      created: expect.any(Number),
    })
    expect(created.client_secret).toMatch(new RegExp(`^${created.id}_secret_\\w+$`))

    const retrieved = await stripe.paymentIntents.retrieve(created.id)
    expect(retrieved.client_secret).toBe(created.client_secret)

    const updated = await stripe.paymentIntents.update(created.id, {
      amount: 299,
      metadata: { trackId: '', note: 'gift' },
    })
    expect(updated).toMatchObject({ amount: 299, metadata: { userId: 'user-1', note: 'gift' } })
    expect(updated.metadata).not.toHaveProperty('trackId')

    const canceled = await stripe.paymentIntents.cancel(created.id)
    expect(canceled).toMatchObject({ status: 'canceled', canceled_at: expect.any(Number) })
    expect(eventsFor(created.id).map((event) => event.type)).toEqual([
      'payment_intent.created',
      'payment_intent.canceled',
    ])
    const error = await failure(
      stripe.paymentIntents.confirm(created.id, { payment_method: 'pm_card_visa' }),
    )
    expect(error).toMatchObject({ statusCode: 400, code: 'payment_intent_unexpected_state' })
  })

  it('refuses amounts under the 50-cent minimum and unknown intents', async () => {
    const tooSmall = await failure(newIntent({ amount: 49 }))
    expect(tooSmall).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError)
    expect(tooSmall).toMatchObject({
      statusCode: 400,
      rawType: 'invalid_request_error',
      code: 'amount_too_small',
      param: 'amount',
      message: 'Amount must be at least $0.50 usd',
    })
    expect((await newIntent({ amount: 50 })).amount).toBe(50)
    const missing = await failure(stripe.paymentIntents.retrieve('pi_unknown'))
    expect(missing).toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
      message: "No such payment_intent: 'pi_unknown'",
    })
  })

  it('refuses a wrong or missing key, and the publishable key on server calls', async () => {
    const wrong = await failure(
      sdkFor(server, 'sk_test_wrong_key_1234').paymentIntents.retrieve('pi_x'),
    )
    expect(wrong).toBeInstanceOf(Stripe.errors.StripeAuthenticationError)
    expect(wrong).toMatchObject({ statusCode: 401 })
    expect(wrong.message).toMatch(/^Invalid API Key provided: sk_test_\*+1234$/)

    const anonymous = await fetch(`${server.url}/v1/payment_intents`, { method: 'POST' })
    expect(anonymous.status).toBe(401)
    expect((await anonymous.json()).error.message).toMatch(/^You did not provide an API key/)

    const publishable = await failure(
      sdkFor(server, server.publishableKey).paymentIntents.create({
        amount: 199,
        currency: 'usd',
      }),
    )
    expect(publishable).toMatchObject({ statusCode: 401 })
    expect(publishable.message).toMatch(/cannot be made with a publishable API key/)
  })
})

describe('Stripe’s test cards through stripe.paymentIntents.confirm', () => {
  it('pays with 4242 4242 4242 4242: a charge with the intent’s metadata and both events', async () => {
    const intent = await newIntent()
    const paid = await stripe.paymentIntents.confirm(intent.id, {
      payment_method_data: cardData(),
      return_url: 'http://localhost:3000/payment-success',
    })
    expect(paid).toMatchObject({
      status: 'succeeded',
      amount_received: 199,
      latest_charge: expect.stringMatching(/^ch_/),
      payment_method: expect.stringMatching(/^pm_/),
    })
    const charge = await stripe.charges.retrieve(paid.latest_charge as string)
    expect(charge).toMatchObject({
      object: 'charge',
      status: 'succeeded',
      paid: true,
      amount: 199,
      payment_intent: intent.id,
      metadata: { userId: 'user-1', trackId: 'track-1' },
      payment_method_details: { card: { brand: 'visa', last4: '4242' } },
    })
    expect(eventsFor(intent.id).map((event) => event.type)).toEqual([
      'payment_intent.created',
      'charge.succeeded',
      'payment_intent.succeeded',
    ])

    const again = await failure(
      stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' }),
    )
    expect(again).toMatchObject({ statusCode: 400, code: 'payment_intent_unexpected_state' })
  })

  it.each(DECLINES)('declines %s with %s', async (number, declineCode, message) => {
    const intent = await newIntent()
    const error = await failure(
      stripe.paymentIntents.confirm(intent.id, { payment_method_data: cardData({ number }) }),
    )
    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError)
    expect(error).toMatchObject({
      statusCode: 402,
      rawType: 'card_error',
      code: 'card_declined',
      decline_code: declineCode,
      message,
    })
    expect(error.payment_intent).toMatchObject({ id: intent.id, status: 'requires_payment_method' })

    const after = await stripe.paymentIntents.retrieve(intent.id)
    expect(after.status).toBe('requires_payment_method')
    expect(after.last_payment_error).toMatchObject({ code: 'card_declined', message })
    expect(eventsFor(intent.id).map((event) => event.type)).toContain(
      'payment_intent.payment_failed',
    )
  })

  it.each(INVALID_DETAILS)('refuses card details %o: %s', async (card, code, message) => {
    const intent = await newIntent()
    const error = await failure(
      stripe.paymentIntents.confirm(intent.id, { payment_method_data: cardData(card) }),
    )
    expect(error).toMatchObject({ statusCode: 402, rawType: 'card_error', code, message })
    const after = await stripe.paymentIntents.retrieve(intent.id)
    expect(after).toMatchObject({ status: 'requires_payment_method', latest_charge: null })
  })

  it.each([
    ['pm_card_visa', 'succeeded', undefined],
    ['pm_card_chargeDeclined', 'declined', 'generic_decline'],
    ['pm_card_chargeDeclinedInsufficientFunds', 'declined', 'insufficient_funds'],
    ['pm_card_createDispute', 'succeeded', undefined],
  ])('pays with the test PaymentMethod %s: %s', async (paymentMethod, outcome, declineCode) => {
    const intent = await newIntent()
    const result = await stripe.paymentIntents
      .confirm(intent.id, { payment_method: paymentMethod })
      .catch((error: Stripe.errors.StripeError) => error)
    if (outcome === 'succeeded') expect(result).toMatchObject({ status: 'succeeded' })
    else expect(result).toMatchObject({ statusCode: 402, decline_code: declineCode })
  })
})

describe('browser calls with the publishable key and client secret', () => {
  it('pays with 4242… and answers with the client view of the intent', async () => {
    const intent = await newIntent()
    const { response, body } = await browserConfirm(intent)
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(body).toMatchObject({ id: intent.id, status: 'succeeded' })
    expect(body).not.toHaveProperty('metadata')
    expect(body).not.toHaveProperty('latest_charge')
  })

  it.each(DECLINES)('declines %s with %s', async (number, declineCode, message) => {
    const intent = await newIntent()
    const { response, body } = await browserConfirm(intent, { number })
    expect(response.status).toBe(402)
    expect(body.error).toMatchObject({
      type: 'card_error',
      code: 'card_declined',
      decline_code: declineCode,
      message,
      payment_intent: { id: intent.id, status: 'requires_payment_method' },
    })
    expect(body.error.payment_intent).not.toHaveProperty('metadata')
  })

  it.each(INVALID_DETAILS)('refuses card details %o: %s', async (card, code, message) => {
    const { response, body } = await browserConfirm(await newIntent(), card)
    expect(response.status).toBe(402)
    expect(body.error).toMatchObject({ type: 'card_error', code, message })
  })

  it('needs the intent’s own client secret and may only retrieve and confirm', async () => {
    const intent = await newIntent()
    const retrieve = (query: string) =>
      fetch(`${server.url}/v1/payment_intents/${intent.id}?${query}`, {
        headers: { Authorization: `Bearer ${server.publishableKey}` },
      })
    const missing = await retrieve('')
    expect(missing.status).toBe(400)
    expect((await missing.json()).error).toMatchObject({
      code: 'parameter_missing',
      param: 'client_secret',
    })
    const other = await newIntent()
    expect((await retrieve(`client_secret=${other.client_secret}`)).status).toBe(400)
    const own = await retrieve(`client_secret=${intent.client_secret}`)
    expect(own.status).toBe(200)
    const body = await own.json()
    expect(body).toMatchObject({ id: intent.id, client_secret: intent.client_secret, amount: 199 })
    expect(body).not.toHaveProperty('metadata')

    const cancel = await fromBrowser(`/v1/payment_intents/${intent.id}/cancel`, {
      client_secret: intent.client_secret as string,
    })
    expect(cancel.response.status).toBe(401)
  })

  it('answers CORS preflights for /v1', async () => {
    const response = await fetch(`${server.url}/v1/payment_intents/pi_x/confirm`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:3000',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,content-type',
      },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('access-control-allow-methods')).toContain('POST')
    expect(response.headers.get('access-control-allow-headers')).toMatch(/authorization/i)
  })
})

describe('Idempotency-Key', () => {
  it('replays the saved response for the same key and parameters', async () => {
    const once = await stripe.paymentIntents.create(
      { amount: 500, currency: 'usd', metadata: { order: '1' } },
      { idempotencyKey: 'order-1' },
    )
    const twice = await stripe.paymentIntents.create(
      { amount: 500, currency: 'usd', metadata: { order: '1' } },
      { idempotencyKey: 'order-1' },
    )
    expect(twice.id).toBe(once.id)
    expect(twice.lastResponse.headers['idempotent-replayed']).toBe('true')
    expect(once.lastResponse.headers['idempotent-replayed']).toBeUndefined()
    expect(eventsFor(once.id)).toHaveLength(1)
  })

  it('refuses the same key with other parameters', async () => {
    await stripe.paymentIntents.create(
      { amount: 500, currency: 'usd' },
      { idempotencyKey: 'order-2' },
    )
    const error = await failure(
      stripe.paymentIntents.create({ amount: 600, currency: 'usd' }, { idempotencyKey: 'order-2' }),
    )
    expect(error).toBeInstanceOf(Stripe.errors.StripeIdempotencyError)
    expect(error).toMatchObject({ statusCode: 400, rawType: 'idempotency_error' })
  })

  it('replays a decline without charging again, and keeps keys apart per API key', async () => {
    const intent = await newIntent()
    const headers = {
      Authorization: `Bearer ${server.publishableKey}`,
      'Content-Type': 'application/x-www-form-urlencoded',
      'Idempotency-Key': 'shared-key',
    }
    const body = new URLSearchParams({
      client_secret: intent.client_secret as string,
      payment_method: 'pm_card_chargeDeclined',
    })
    const post = () =>
      fetch(`${server.url}/v1/payment_intents/${intent.id}/confirm`, {
        method: 'POST',
        headers,
        body,
      })
    const [first, second] = [await post(), await post()]
    expect([first.status, second.status]).toEqual([402, 402])
    expect(second.headers.get('idempotent-replayed')).toBe('true')
    expect(await second.json()).toEqual(await first.json())
    expect(eventsFor(intent.id).filter((event) => event.type === 'charge.failed')).toHaveLength(1)

    // The same key from the secret key is another request altogether.
    const withKey = await stripe.paymentIntents.create(
      { amount: 199, currency: 'usd' },
      { idempotencyKey: 'shared-key' },
    )
    expect(withKey).toMatchObject({ object: 'payment_intent', status: 'requires_payment_method' })
    expect(withKey.lastResponse.headers['idempotent-replayed']).toBeUndefined()
  })
})

describe('refunds', () => {
  it('refunds in parts up to the amount paid, with refund.created and charge.refunded', async () => {
    const intent = await newIntent({ amount: 1000 })
    const paid = await stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' })
    const part = await stripe.refunds.create({ payment_intent: intent.id, amount: 400 })
    expect(part).toMatchObject({
      id: expect.stringMatching(/^re_/),
      object: 'refund',
      amount: 400,
      status: 'succeeded',
      charge: paid.latest_charge,
      payment_intent: intent.id,
    })
    expect(await stripe.charges.retrieve(paid.latest_charge as string)).toMatchObject({
      amount_refunded: 400,
      refunded: false,
    })
    const tooMuch = await failure(
      stripe.refunds.create({ charge: paid.latest_charge as string, amount: 700 }),
    )
    expect(tooMuch).toMatchObject({ statusCode: 400, code: 'amount_too_large', param: 'amount' })

    const rest = await stripe.refunds.create({ charge: paid.latest_charge as string })
    expect(rest.amount).toBe(600)
    expect(await stripe.charges.retrieve(paid.latest_charge as string)).toMatchObject({
      amount_refunded: 1000,
      refunded: true,
    })
    const again = await failure(stripe.refunds.create({ payment_intent: intent.id }))
    expect(again).toMatchObject({ statusCode: 400, code: 'charge_already_refunded' })

    const refunded = eventsFor(intent.id).filter((event) => event.type === 'charge.refunded')
    expect(eventsFor(intent.id).filter((event) => event.type === 'refund.created')).toHaveLength(2)
    expect(refunded.map((event) => event.data.object)).toMatchObject([
      { object: 'charge', payment_intent: intent.id, amount_refunded: 400, refunded: false },
      {
        payment_intent: intent.id,
        amount_refunded: 1000,
        refunded: true,
        metadata: intent.metadata,
      },
    ])
  })

  it('refuses to refund an intent that has not been paid', async () => {
    const intent = await newIntent()
    const error = await failure(stripe.refunds.create({ payment_intent: intent.id }))
    expect(error).toMatchObject({ statusCode: 400, code: 'charge_not_refundable' })
  })
})

describe('events', () => {
  it('lists events newest first, by type and limit, and retrieves one', async () => {
    const older = await newIntent()
    const newer = await newIntent()
    const { data, has_more } = await stripe.events.list({
      type: 'payment_intent.created',
      limit: 2,
    })
    expect(data.map((event) => (event.data.object as Stripe.PaymentIntent).id)).toEqual([
      newer.id,
      older.id,
    ])
    expect(has_more).toBe(true)
    const event = await stripe.events.retrieve(data[0].id)
    expect(event).toMatchObject({
      id: data[0].id,
      object: 'event',
      type: 'payment_intent.created',
      livemode: false,
      api_version: Stripe.API_VERSION,
      request: { id: expect.stringMatching(/^req_/), idempotency_key: expect.any(String) },
    })
    const missing = await failure(stripe.events.retrieve('evt_unknown'))
    expect(missing).toMatchObject({ statusCode: 404, code: 'resource_missing' })
  })
})

describe('webhooks', () => {
  it('delivers every event signed for stripe.webhooks.constructEvent, in order per intent', async () => {
    const intent = await newIntent()
    await stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' })
    await stripe.refunds.create({ payment_intent: intent.id })
    await server.webhooksIdle()

    const delivered = deliveredFor(intent.id)
    expect(delivered.map(({ event }) => event.type)).toEqual([
      'payment_intent.created',
      'charge.succeeded',
      'payment_intent.succeeded',
      'refund.created',
      'charge.refunded',
    ])
    for (const { body, signature, contentType, event } of delivered) {
      expect(contentType).toMatch(/^application\/json/)
      expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/)
      const verified = stripe.webhooks.constructEvent(body, signature, server.webhookSecret)
      expect(verified).toMatchObject({ id: event.id, object: 'event', livemode: false })
      expect(() => stripe.webhooks.constructEvent(body, signature, 'whsec_someone_else')).toThrow(
        Stripe.errors.StripeSignatureVerificationError,
      )
    }
    const succeeded = delivered[2].event
    expect(succeeded.data.object).toMatchObject({ id: intent.id, status: 'succeeded' })
    expect(succeeded.request).toMatchObject({ id: expect.stringMatching(/^req_/) })
  })

  it('retries until the endpoint answers 2xx, without holding up the API', async () => {
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    const flaky = await startReceiver(async (_delivery, count) => {
      if (count === 1) await held
      return count < 3 ? 500 : 200
    })
    const closedPort = await startReceiver()
    await closedPort.close()
    const local = await startStripeTestServer({
      webhookUrls: [flaky.url, closedPort.url],
      retry: { attempts: 4, delayMs: 10 },
    })
    try {
      // Answered while the endpoint still holds the first delivery.
      const intent = await sdkFor(local).paymentIntents.create({ amount: 199, currency: 'usd' })
      await eventually(() => flaky.deliveries.length === 1)
      expect(flaky.deliveries.length).toBe(1)
      release()
      await local.webhooksIdle()

      expect(flaky.deliveries.map(({ event }) => event.id)).toEqual(
        Array(3).fill(local.events[0].id),
      )
      const tries = (url: string) => local.deliveries.filter((attempt) => attempt.url === url)
      expect(tries(flaky.url).map((attempt) => [attempt.status, attempt.delivered])).toEqual([
        [500, false],
        [500, false],
        [200, true],
      ])
      expect(tries(closedPort.url)).toHaveLength(4)
      expect(tries(closedPort.url).every((attempt) => attempt.error && !attempt.delivered)).toBe(
        true,
      )
      const listed = await fetch(`${local.url}/_test/deliveries?event=${local.events[0].id}`, {
        headers: { Authorization: `Bearer ${local.secretKey}` },
      }).then((response) => response.json())
      expect(listed.data).toHaveLength(7)
      const event = await sdkFor(local).events.retrieve(local.events[0].id)
      expect(event).toMatchObject({ pending_webhooks: 1, data: { object: { id: intent.id } } })
    } finally {
      await local.close()
      await flaky.close()
    }
  })

  it('redelivers an event on request, and holds deliveries while paused', async () => {
    const intent = await newIntent()
    await server.webhooksIdle()
    const [created] = eventsFor(intent.id)
    const redelivered = await call('POST', `/_test/events/${created.id}/redeliver`)
    expect(redelivered.status).toBe(200)
    await eventually(() => deliveredFor(intent.id).length === 2)
    expect(deliveredFor(intent.id).map(({ event }) => event.id)).toEqual([created.id, created.id])

    expect((await call('POST', '/_test/webhooks/pause')).body).toMatchObject({ paused: true })
    await stripe.paymentIntents.cancel(intent.id)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(deliveredFor(intent.id)).toHaveLength(2)
    expect((await call('POST', '/_test/webhooks/resume')).body).toMatchObject({ paused: false })
    await server.webhooksIdle()
    expect(deliveredFor(intent.id).map(({ event }) => event.type)).toContain(
      'payment_intent.canceled',
    )
  })
})

describe('disputes', () => {
  it('opens a dispute for 4000…0259; closing it as won emits closed and funds_reinstated', async () => {
    const intent = await newIntent()
    const paid = await stripe.paymentIntents.confirm(intent.id, {
      payment_method_data: cardData({ number: '4000000000000259' }),
    })
    expect(paid.status).toBe('succeeded')
    const opened = eventsFor(intent.id).find((event) => event.type === 'charge.dispute.created')
    expect(opened?.data.object).toMatchObject({
      id: expect.stringMatching(/^dp_/),
      object: 'dispute',
      status: 'needs_response',
      reason: 'fraudulent',
      charge: paid.latest_charge,
      payment_intent: intent.id,
      amount: 199,
    })
    expect(await stripe.charges.retrieve(paid.latest_charge as string)).toMatchObject({
      disputed: true,
    })
    const refund = await failure(stripe.refunds.create({ payment_intent: intent.id }))
    expect(refund).toMatchObject({ statusCode: 400, code: 'charge_disputed' })

    const disputeId = opened?.data.object.id as string
    expect(
      (
        await call(
          'POST',
          `/_test/disputes/${disputeId}/close`,
          { outcome: 'won' },
          server.publishableKey,
        )
      ).status,
    ).toBe(401)
    const closed = await call('POST', `/_test/disputes/${disputeId}/close`, { outcome: 'won' })
    expect(closed).toMatchObject({ status: 200, body: { id: disputeId, status: 'won' } })
    await server.webhooksIdle()
    const delivered = deliveredFor(intent.id).map(({ event }) => event)
    expect(delivered.slice(-2)).toMatchObject([
      { type: 'charge.dispute.closed', data: { object: { id: disputeId, status: 'won' } } },
      { type: 'charge.dispute.funds_reinstated', data: { object: { id: disputeId } } },
    ])
    const again = await call('POST', `/_test/disputes/${disputeId}/close`, { outcome: 'lost' })
    expect(again.status).toBe(400)
  })

  it('closes a lost dispute, found by its intent, with charge.dispute.closed only', async () => {
    const intent = await newIntent()
    await stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_createDispute' })
    expect(server.closeDispute(intent.id, 'lost').status).toBe('lost')
    const types = eventsFor(intent.id).map((event) => event.type)
    expect(types.slice(-2)).toEqual(['charge.dispute.created', 'charge.dispute.closed'])
  })
})
