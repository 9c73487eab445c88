import { randomBytes } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Payload } from 'payload'
import Stripe from 'stripe'

import { POST as webhookRoute } from '@/app/(site)/api/stripe/webhooks/route'

import { startStripeTestServer } from '../../scripts/stripe-test-server/server'

export const TEST_CARDS = {
  visa: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  dispute: '4000000000000259',
} as const

/** Hands a delivered webhook to the app's route handler, as Next would. */
const startWebhookBridge = async () => {
  const received: Array<{ status: number; type: string }> = []
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks).toString('utf8')
    const headers = new Headers()
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === 'string') headers.set(name, value)
    }
    const response = await webhookRoute(
      new Request('http://test/api/stripe/webhooks', { method: 'POST', headers, body }),
    )
    received.push({ status: response.status, type: JSON.parse(body).type })
    res.writeHead(response.status, { 'Content-Type': 'application/json' })
    res.end(await response.text())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/api/stripe/webhooks`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/**
 * The shipped Stripe test server, started in this test process with webhooks delivered to the
 * app's route handler, and the app's environment pointed at it.
 */
export const startTestStripe = async () => {
  const keys = {
    secretKey: `sk_test_local_${randomBytes(8).toString('hex')}`,
    publishableKey: `pk_test_local_${randomBytes(8).toString('hex')}`,
    webhookSecret: `whsec_local_${randomBytes(16).toString('hex')}`,
  }
  const bridge = await startWebhookBridge()
  const server = await startStripeTestServer({
    ...keys,
    webhookUrls: [bridge.url],
    retry: { attempts: 3, delayMs: 50 },
  })
  process.env.STRIPE_SECRET_KEY = keys.secretKey
  process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY = keys.publishableKey
  process.env.STRIPE_WEBHOOK_SECRET = keys.webhookSecret
  process.env.STRIPE_API_URL = server.url

  const stripe = new Stripe(keys.secretKey, {
    host: '127.0.0.1',
    port: server.port,
    protocol: 'http',
  })

  /** Pays an intent the way the checkout page does: the card goes to "Stripe", not to us. */
  const payWith = async (clientSecret: string, number: string) => {
    const id = clientSecret.split('_secret_')[0]
    const body = new URLSearchParams({
      client_secret: clientSecret,
      'payment_method_data[type]': 'card',
      'payment_method_data[card][number]': number,
      'payment_method_data[card][exp_month]': '12',
      'payment_method_data[card][exp_year]': String(new Date().getFullYear() + 2),
      'payment_method_data[card][cvc]': '123',
    })
    const response = await fetch(`${server.url}/v1/payment_intents/${id}/confirm`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${keys.publishableKey}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body,
    })
    return { status: response.status, body: await response.json() }
  }

  /** A webhook request for an event, signed as Stripe signs it (or not, for the bad cases). */
  const signedDelivery = (
    event: unknown,
    { secret = keys.webhookSecret, timestamp }: { secret?: string; timestamp?: number } = {},
  ) => {
    const body = JSON.stringify(event)
    const signature = stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret,
      ...(timestamp === undefined ? {} : { timestamp }),
    })
    return new Request('http://test/api/stripe/webhooks', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
      body,
    })
  }

  return {
    keys,
    server,
    stripe,
    bridge,
    payWith,
    signedDelivery,
    close: async () => {
      await server.close()
      await bridge.close()
    },
  }
}

export type TestStripe = Awaited<ReturnType<typeof startTestStripe>>

/** Polls until `check` returns a value that is not undefined (webhooks arrive asynchronously). */
export const eventually = async <T>(
  check: () => Promise<T | undefined>,
  { timeoutMs = 10_000, what = 'condition' } = {},
): Promise<T> => {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** The status of the purchase of a payment intent, and a wait for it to reach one. */
export const purchaseStatus = (payload: Payload) => {
  const statusOf = async (intentId: string) => {
    const { docs } = await payload.find({
      collection: 'purchases',
      where: { stripePaymentIntentId: { equals: intentId } },
      overrideAccess: true,
    })
    return docs[0]?.status
  }
  /** Waits until the purchase of an intent reaches a status (its webhook has been applied). */
  const reaches = (intentId: string, status: string) =>
    eventually(async () => ((await statusOf(intentId)) === status ? true : undefined), {
      what: `${intentId} to be ${status}`,
    })
  return { statusOf, reaches }
}
