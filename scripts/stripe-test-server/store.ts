import { resourceMissing } from './errors'
import type {
  Charge,
  Dispute,
  PaymentIntent,
  PaymentMethod,
  Refund,
  StripeEvent,
  StripeObject,
} from './objects'

interface Kinds {
  payment_intent: PaymentIntent
  payment_method: PaymentMethod
  charge: Charge
  refund: Refund
  dispute: Dispute
  event: StripeEvent
}
export type Kind = keyof Kinds

// Stripe's own wording in "No such …" errors.
const NAMES: Record<Kind, string> = {
  payment_intent: 'payment_intent',
  payment_method: 'PaymentMethod',
  charge: 'charge',
  refund: 'refund',
  dispute: 'dispute',
  event: 'event',
}

export interface SavedResponse {
  endpoint: string
  fingerprint: string
  status: number
  body: string
}

/** Everything the server knows, in memory: objects by id, events in order, idempotent results. */
export class Store {
  private readonly objects = new Map<string, StripeObject>()
  readonly events: StripeEvent[] = []
  /** The full number behind each PaymentMethod; never part of an API object. */
  readonly cardNumbers = new Map<string, string>()
  /** Keyed by API key and Idempotency-Key. */
  readonly idempotent = new Map<string, SavedResponse>()

  add<T extends StripeObject>(object: T): T {
    this.objects.set(object.id, object)
    if (object.object === 'event') this.events.push(object as unknown as StripeEvent)
    return object
  }

  find<K extends Kind>(kind: K, id: string, param = 'id'): Kinds[K] {
    const found = this.objects.get(id)
    if (found?.object !== kind) throw resourceMissing(NAMES[kind], id, param)
    return found as Kinds[K]
  }

  all<K extends Kind>(kind: K): Kinds[K][] {
    return [...this.objects.values()].filter((item) => item.object === kind) as Kinds[K][]
  }
}
