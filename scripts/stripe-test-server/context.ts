import type { Params } from './form'
import type { StripeEvent } from './objects'
import type { Store } from './store'
import type { WebhookDeliverer } from './webhooks'

export interface ServerState {
  store: Store
  webhooks: WebhookDeliverer
  apiVersion: string
}

/** What a handler knows about the call it answers. */
export interface RequestContext {
  state: ServerState
  params: Params
  auth: 'secret' | 'publishable'
  /** Copied into the events the call causes; null ids for the test helpers (Stripe's own acts). */
  request: StripeEvent['request']
}

export type Handler = (ctx: RequestContext, id: string) => unknown
