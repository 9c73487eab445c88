// A Stripe-compatible API for development, tests and demos on machines without Stripe: the app's
// own Stripe SDK calls reach it through the SDK's host/port/protocol options. Payment intents,
// Stripe's test cards, refunds, disputes, events and signed webhooks, kept in memory.
// See README.md, "Payments: test mode".
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import Stripe from 'stripe'

import type { ServerState } from './context'
import { createHandler } from './handler'
import type { DisputeOutcome } from './disputes'
import type { Dispute, StripeEvent } from './objects'
import { randomToken } from './objects'
import { Store } from './store'
import { closeDisputeAs, redeliver } from './testHelpers'
import type { DeliveryAttempt, RetryOptions } from './webhooks'
import { DEFAULT_RETRY, WebhookDeliverer } from './webhooks'

export type { DeliveryAttempt, Dispute, DisputeOutcome, RetryOptions, StripeEvent }

export interface StripeTestServerOptions {
  /** 0 (the default) picks a free port. */
  port?: number
  host?: string
  /** Fresh random `sk_test_local_…`, `pk_test_local_…` and `whsec_local_…` values when omitted. */
  secretKey?: string
  publishableKey?: string
  webhookSecret?: string
  /** Every event is POSTed, signed, to each of these. */
  webhookUrls?: string[]
  retry?: Partial<RetryOptions>
  /** `api_version` of the events; the installed SDK's version by default. */
  apiVersion?: string
  /** One line per API call and per webhook try. */
  log?: (line: string) => void
}

export interface StripeTestServer {
  url: string
  host: string
  port: number
  secretKey: string
  publishableKey: string
  webhookSecret: string
  /** Every event so far, oldest first. */
  readonly events: readonly StripeEvent[]
  /** Every webhook try so far, oldest first. */
  readonly deliveries: readonly DeliveryAttempt[]
  /** Resolves once every queued webhook has been delivered or has given up. */
  webhooksIdle(): Promise<void>
  /** Holds webhook deliveries (events are still recorded) until resumeWebhooks(). */
  pauseWebhooks(): void
  resumeWebhooks(): void
  /** Closes a dispute (by its id, its charge's or its payment intent's) as a card network would. */
  closeDispute(id: string, outcome: DisputeOutcome): Dispute
  /** Sends an event to the webhook endpoints again. */
  redeliver(eventId: string): void
  /** Stops listening and drops pending webhook retries. */
  close(): Promise<void>
}

export const localKeys = () => ({
  secretKey: `sk_test_local_${randomToken(32)}`,
  publishableKey: `pk_test_local_${randomToken(32)}`,
  webhookSecret: `whsec_local_${randomToken(32)}`,
})

export async function startStripeTestServer(
  options: StripeTestServerOptions = {},
): Promise<StripeTestServer> {
  const { port = 0, host = '127.0.0.1', webhookUrls = [], log = () => {} } = options
  const generated = localKeys()
  const secretKey = options.secretKey || generated.secretKey
  const publishableKey = options.publishableKey || generated.publishableKey
  const webhookSecret = options.webhookSecret || generated.webhookSecret
  if ([secretKey, publishableKey].some((key) => key.includes('_live_'))) {
    throw new Error('The Stripe test server never takes live keys.')
  }
  if (secretKey === publishableKey) throw new Error('The secret and publishable keys must differ.')

  const webhooks = new WebhookDeliverer(
    webhookUrls,
    webhookSecret,
    { ...DEFAULT_RETRY, ...options.retry },
    log,
  )
  const state: ServerState = {
    store: new Store(),
    webhooks,
    apiVersion: options.apiVersion ?? Stripe.API_VERSION,
  }
  const handle = createHandler(state, { secretKey, publishableKey }, log)
  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      log(`request failed: ${String(error)}`)
      res.destroy()
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  const address = server.address() as AddressInfo
  const reachable = { '0.0.0.0': '127.0.0.1', '::': '::1' }[address.address] ?? address.address
  const urlHost = reachable.includes(':') ? `[${reachable}]` : reachable
  return {
    url: `http://${urlHost}:${address.port}`,
    host,
    port: address.port,
    secretKey,
    publishableKey,
    webhookSecret,
    get events() {
      return state.store.events
    },
    get deliveries() {
      return webhooks.attempts
    },
    webhooksIdle: () => webhooks.idle(),
    pauseWebhooks: () => webhooks.pause(),
    resumeWebhooks: () => webhooks.resume(),
    closeDispute: (id, outcome) => closeDisputeAs(state, id, outcome),
    redeliver: (eventId) => void redeliver(state, eventId),
    close: () =>
      new Promise<void>((resolve, reject) => {
        webhooks.close()
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeAllConnections()
      }),
  }
}
