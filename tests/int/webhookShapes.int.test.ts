import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { POST as webhookRoute } from '@/app/(site)/api/stripe/webhooks/route'

import { getTestPayload } from '../helpers/payload'
import { startTestStripe, type TestStripe } from '../helpers/stripe'

let payload: Payload
let stripe: TestStripe

beforeAll(async () => {
  stripe = await startTestStripe()
  payload = await getTestPayload()
})

afterAll(async () => {
  await stripe?.close()
})

const event = (type: string, object: unknown, id = `evt_shape_${Math.random()}`) => ({
  id,
  object: 'event',
  type,
  created: Math.floor(Date.now() / 1000),
  data: { object },
})

const intent = (overrides: Record<string, unknown> = {}) => ({
  id: 'pi_shape',
  object: 'payment_intent',
  amount: 199,
  currency: 'usd',
  status: 'succeeded',
  metadata: {},
  ...overrides,
})

describe('signed webhook events without the shape fulfilment reads', () => {
  it.each([
    ['an empty object', {}],
    ['an array', []],
    ['a string', 'payment_intent.succeeded'],
    ['an event without data', { id: 'evt_no_data', type: 'payment_intent.succeeded' }],
    ['an event whose object is null', event('payment_intent.succeeded', null)],
    ['an object without an id', event('charge.refunded', { object: 'charge', refunded: true })],
    ['an intent whose amount is text', event('payment_intent.succeeded', intent({ amount: '1' }))],
    ['an intent without a currency', event('payment_intent.succeeded', intent({ currency: null }))],
    ['metadata that is not a map', event('payment_intent.succeeded', intent({ metadata: 'x' }))],
    [
      'a charge naming its intent by number',
      event('charge.refunded', { id: 'ch_1', payment_intent: 42 }),
    ],
    ['an event id with U+0000', event('payment_intent.succeeded', intent(), 'evt_\u0000')],
    [
      'a dispute with a status that is not text',
      event('charge.dispute.closed', { id: 'dp_1', status: 7 }),
    ],
  ])('refuses %s with 400 { error } and records nothing', async (_name, body) => {
    const response = await webhookRoute(stripe.signedDelivery(body))
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'Malformed event' })
    const { totalDocs } = await payload.count({ collection: 'stripe-events', overrideAccess: true })
    expect(totalDocs).toBe(0)
  })

  it('still takes a well-formed event it has no purchase for', async () => {
    const response = await webhookRoute(
      stripe.signedDelivery(event('payment_intent.payment_failed', intent({ id: 'pi_unknown' }))),
    )
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ received: true, outcome: 'ignored' })
  })
})
