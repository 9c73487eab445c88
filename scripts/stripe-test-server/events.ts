import type { RequestContext } from './context'
import { invalidParam } from './errors'
import { readInteger, readString } from './form'
import type { StripeEvent, StripeObject } from './objects'
import { newId, snapshot, unixNow } from './objects'

/** Webhooks keep creation order per payment intent: the intent's id, or the one of its object. */
export const orderKey = (object: StripeObject): string =>
  object.object !== 'payment_intent' && typeof object.payment_intent === 'string'
    ? object.payment_intent
    : object.id

/** Records an event with a copy of the object as it is now and queues its webhooks. */
export function emit(ctx: RequestContext, type: string, object: StripeObject): StripeEvent {
  const { store, webhooks, apiVersion } = ctx.state
  const event = store.add<StripeEvent>({
    id: newId('evt'),
    object: 'event',
    api_version: apiVersion,
    created: unixNow(),
    data: { object: snapshot(object) },
    livemode: false,
    pending_webhooks: webhooks.urls.length,
    request: ctx.request,
    type,
  })
  webhooks.enqueue(event, orderKey(object))
  return event
}

/** `type` accepts Stripe's wildcard form, e.g. `charge.dispute.*`. */
const typeMatcher = (pattern: string) => {
  const source = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')
  return new RegExp(`^${source}$`)
}

/** `GET /v1/events`: newest first; `limit` (1-100, default 10), `type`, `types[]`, `starting_after` */
export function listEvents(ctx: RequestContext) {
  const { params } = ctx
  const limit = readInteger(params, 'limit') ?? 10
  if (limit < 1 || limit > 100) {
    throw invalidParam(
      'limit',
      'This value must be between 1 and 100.',
      'parameter_invalid_integer',
    )
  }
  const type = readString(params, 'type')
  const types = Array.isArray(params.types) ? params.types.filter((t) => typeof t === 'string') : []
  const matchers = [...(type ? [type] : []), ...types].map(typeMatcher)
  let events = [...ctx.state.store.events].reverse()
  const after = readString(params, 'starting_after')
  if (after) {
    ctx.state.store.find('event', after, 'starting_after')
    events = events.slice(events.findIndex((event) => event.id === after) + 1)
  }
  if (matchers.length) events = events.filter((e) => matchers.some((m) => m.test(e.type)))
  return {
    object: 'list',
    data: events.slice(0, limit),
    has_more: events.length > limit,
    url: '/v1/events',
  }
}
