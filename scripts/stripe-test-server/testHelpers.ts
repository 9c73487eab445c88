// What Stripe does on its own (a card network deciding a dispute, a resent webhook), triggered by
// tests. Not Stripe's API: served under /_test/ with the secret key, and as methods of the
// in-process server (server.ts).
import type { Handler, RequestContext, ServerState } from './context'
import type { DisputeOutcome } from './disputes'
import { closeDispute, readOutcome } from './disputes'
import { orderKey } from './events'
import type { Params } from './form'
import { readString } from './form'

/** Stripe's own actions leave no request on their events. */
export const helperContext = (state: ServerState, params: Params = {}): RequestContext => ({
  state,
  params,
  auth: 'secret',
  request: { id: null, idempotency_key: null },
})

export const closeDisputeAs = (state: ServerState, id: string, outcome: DisputeOutcome) =>
  closeDispute(helperContext(state), id, outcome)

/** Sends an event to every webhook endpoint again, after whatever is queued for its intent. */
export function redeliver(state: ServerState, eventId: string) {
  const event = state.store.find('event', eventId)
  state.webhooks.enqueue(event, orderKey(event.data.object))
  return { object: 'redelivery', event: event.id, urls: state.webhooks.urls }
}

const webhookStatus = (state: ServerState) => ({
  object: 'webhooks',
  urls: state.webhooks.urls,
  paused: state.webhooks.paused,
})

export const HELPERS: Record<string, Handler> = {
  closeDispute: (ctx, id) => closeDispute(ctx, id, readOutcome(ctx)),
  redeliver: (ctx, id) => redeliver(ctx.state, id),
  /** Every webhook try so far, oldest first; `event` and `type` filter. */
  deliveries: (ctx) => {
    const event = readString(ctx.params, 'event')
    const type = readString(ctx.params, 'type')
    const data = ctx.state.webhooks.attempts.filter(
      (attempt) => (!event || attempt.event === event) && (!type || attempt.type === type),
    )
    return { object: 'list', data, has_more: false, url: '/_test/deliveries' }
  },
  pauseWebhooks: (ctx) => {
    ctx.state.webhooks.pause()
    return webhookStatus(ctx.state)
  },
  resumeWebhooks: (ctx) => {
    ctx.state.webhooks.resume()
    return webhookStatus(ctx.state)
  },
}
