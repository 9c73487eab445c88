import { asClient, confirmPaymentIntent } from './confirm'
import type { Handler, RequestContext } from './context'
import { listEvents } from './events'
import { cancelPaymentIntent, createPaymentIntent, updatePaymentIntent } from './paymentIntents'
import { createRefund } from './refunds'
import type { Kind } from './store'
import { HELPERS } from './testHelpers'

export interface Route {
  method: 'GET' | 'POST'
  pattern: RegExp
  handle: Handler
  /** Also open to the publishable key together with the intent's client_secret. */
  client?: boolean
}

const route = (method: Route['method'], path: string, handle: Handler, client = false): Route => ({
  method,
  pattern: new RegExp(`^${path.replace(':id', '([^/]+)')}$`),
  handle,
  client,
})

const retrieve =
  (kind: Kind): Handler =>
  (ctx, id) =>
    ctx.state.store.find(kind, id)

const retrieveIntent = (ctx: RequestContext, id: string) =>
  ctx.state.store.find('payment_intent', id)

export const ROUTES: Route[] = [
  route('POST', '/v1/payment_intents', createPaymentIntent),
  route('GET', '/v1/payment_intents/:id', asClient(retrieveIntent), true),
  route('POST', '/v1/payment_intents/:id', updatePaymentIntent),
  route('POST', '/v1/payment_intents/:id/confirm', asClient(confirmPaymentIntent), true),
  route('POST', '/v1/payment_intents/:id/cancel', cancelPaymentIntent),
  route('GET', '/v1/payment_methods/:id', retrieve('payment_method')),
  route('GET', '/v1/charges/:id', retrieve('charge')),
  route('POST', '/v1/refunds', createRefund),
  route('GET', '/v1/refunds/:id', retrieve('refund')),
  route('GET', '/v1/disputes/:id', retrieve('dispute')),
  route('GET', '/v1/events', listEvents),
  route('GET', '/v1/events/:id', retrieve('event')),
  route('POST', '/_test/disputes/:id/close', HELPERS.closeDispute),
  route('POST', '/_test/events/:id/redeliver', HELPERS.redeliver),
  route('GET', '/_test/deliveries', HELPERS.deliveries),
  route('POST', '/_test/webhooks/pause', HELPERS.pauseWebhooks),
  route('POST', '/_test/webhooks/resume', HELPERS.resumeWebhooks),
]

const decodeId = (raw: string) => {
  try {
    return decodeURIComponent(raw)
  } catch {
    return raw
  }
}

export function findRoute(method: string, path: string) {
  for (const candidate of ROUTES) {
    const match = candidate.method === method ? candidate.pattern.exec(path) : null
    if (match) return { route: candidate, id: decodeId(match[1] ?? '') }
  }
  return undefined
}
