import { randomBytes } from 'node:crypto'

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'

/** Random letters and digits, the alphabet of Stripe's ids and secrets. */
export const randomToken = (length = 24): string =>
  Array.from(randomBytes(length), (byte) => ALPHABET[byte % ALPHABET.length]).join('')

export const newId = (prefix: string): string => `${prefix}_${randomToken()}`

/** Stripe's timestamps are Unix seconds. */
export const unixNow = (): number => Math.floor(Date.now() / 1000)

/** A deep copy taken when an event is created, so later changes never leak into it. */
export const snapshot = <T>(value: T): T => structuredClone(value)

export type Metadata = Record<string, string>

export interface StripeObject {
  id: string
  object: string
  created: number
  livemode: false
  [field: string]: unknown
}

export type PaymentIntentStatus =
  'requires_payment_method' | 'requires_confirmation' | 'succeeded' | 'canceled'

export interface CardDetails {
  brand: string
  last4: string
  exp_month: number
  exp_year: number
  funding: 'credit'
  country: 'US'
}

export interface PaymentMethod extends StripeObject {
  object: 'payment_method'
  type: 'card'
  card: CardDetails
  billing_details: Record<string, unknown>
}

export interface PaymentError {
  type: 'card_error'
  code: string
  decline_code?: string
  message: string
  charge: string
  payment_method: PaymentMethod
}

export interface PaymentIntent extends StripeObject {
  object: 'payment_intent'
  amount: number
  amount_received: number
  currency: string
  status: PaymentIntentStatus
  client_secret: string
  metadata: Metadata
  description: string | null
  receipt_email: string | null
  payment_method: string | null
  latest_charge: string | null
  last_payment_error: PaymentError | null
  canceled_at: number | null
  cancellation_reason: string | null
}

export interface Charge extends StripeObject {
  object: 'charge'
  amount: number
  amount_refunded: number
  currency: string
  status: 'succeeded' | 'failed'
  refunded: boolean
  disputed: boolean
  payment_intent: string
  metadata: Metadata
}

export interface Refund extends StripeObject {
  object: 'refund'
  amount: number
  charge: string
  payment_intent: string
}

export interface Dispute extends StripeObject {
  object: 'dispute'
  charge: string
  payment_intent: string
  status: 'needs_response' | 'won' | 'lost'
}

export interface StripeEvent extends StripeObject {
  object: 'event'
  type: string
  data: { object: StripeObject }
  pending_webhooks: number
  request: { id: string | null; idempotency_key: string | null }
}
