import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import type Stripe from 'stripe'

import { audit } from '@/lib/audit'
import { inTransaction } from '@/lib/db/sql'
import { kickOutbox } from '@/lib/mail/outbox'

import {
  type Change,
  completeIntent,
  disputeIntent,
  failIntent,
  type IntentFacts,
  PaymentMismatch,
  refundIntent,
  restoreIntent,
} from './ledger'
import { hasReceipt } from './purchases'

/**
 * Fulfilment: the one way a payment changes a purchase. Stripe's webhook and the success
 * page's confirm call both come through here; the ledger makes the result the same whatever
 * their number and order.
 */

const intentId = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null)

export const intentFacts = (intent: Stripe.PaymentIntent): IntentFacts => ({
  id: intent.id,
  amount: intent.amount,
  currency: intent.currency,
  status: intent.status,
  metadata: intent.metadata ?? {},
})

const EVENT_OF_STATUS: Record<Change['to'], { eventType: string; action: string }> = {
  completed: { eventType: 'purchase_completed', action: 'Purchase completed' },
  failed: { eventType: 'purchase_failed', action: 'Payment failed' },
  refunded: { eventType: 'purchase_refunded', action: 'Purchase refunded; download revoked' },
  disputed: { eventType: 'purchase_disputed', action: 'Payment disputed; download suspended' },
  pending: { eventType: 'purchase_pending', action: 'Purchase pending' },
}

/** What follows a committed change: the audit entry and, for a new purchase, the receipt. */
export const announceChange = async (
  payload: Payload,
  change: Change,
  source: string,
): Promise<void> => {
  const { purchase, from, to } = change
  const restored = to === 'completed' && from === 'disputed'
  const { eventType, action } = restored
    ? { eventType: 'purchase_restored', action: 'Dispute won; download restored' }
    : EVENT_OF_STATUS[to]
  await audit(payload, {
    eventType,
    action,
    user: purchase.user_id,
    resourceType: 'purchases',
    resourceId: purchase.id,
    severity: to === 'disputed' || to === 'refunded' ? 'warning' : 'info',
    success: to !== 'failed',
    details: {
      from,
      to,
      source,
      trackId: purchase.track_id,
      releaseId: purchase.release_id,
      amount: purchase.amount,
      paymentIntentId: purchase.stripe_payment_intent_id,
    },
  })
  // The receipt was queued with the purchase (completeIntent); send it now.
  if (!restored && hasReceipt(purchase)) kickOutbox(payload)
}

const reportMismatch = async (payload: Payload, error: PaymentMismatch, source: string) => {
  payload.logger.error({ msg: error.message })
  await audit(payload, {
    eventType: 'payment_mismatch',
    action: 'Payment does not match its purchase; not fulfilled',
    resourceType: 'payment_intent',
    resourceId: error.intentId,
    severity: 'critical',
    success: false,
    details: { reasons: error.reasons, source },
  })
}

/** Completes the purchase of a succeeded intent (the success page's path). */
export const completePaidIntent = async (
  payload: Payload,
  intent: Stripe.PaymentIntent,
): Promise<Change | null> => {
  try {
    const change = await inTransaction(payload, (tx) => completeIntent(tx, intentFacts(intent)))
    if (change) await announceChange(payload, change, 'confirm-purchase')
    return change
  } catch (error) {
    if (error instanceof PaymentMismatch) await reportMismatch(payload, error, 'confirm-purchase')
    throw error
  }
}

type EventObject = { id: string; payment_intent?: string | { id: string } | null }

/** The payment intent an event is about, and the object it names. */
const subjectOf = (event: Stripe.Event): { objectId: string; paymentIntentId: string | null } => {
  const object = event.data.object as EventObject & { object?: string }
  const paymentIntentId =
    object.object === 'payment_intent' ? object.id : intentId(object.payment_intent)
  return { objectId: object.id, paymentIntentId }
}

export type EventOutcome = 'processed' | 'duplicate' | 'ignored' | 'mismatch'

/**
 * Applies one verified webhook event. The event's id is recorded in the same transaction as
 * the change it makes: a duplicate is recognised and skipped, and an event whose processing was
 * cut short (crash, database restart) leaves nothing behind and is applied on redelivery.
 */
export const processStripeEvent = async (
  payload: Payload,
  event: Stripe.Event,
): Promise<EventOutcome> => {
  const { objectId, paymentIntentId } = subjectOf(event)
  let change: Change | null = null
  let mismatch: PaymentMismatch | null = null
  const outcome = await inTransaction(payload, async (tx): Promise<EventOutcome> => {
    const recorded = await tx.execute(sql`INSERT INTO stripe_events
        (event_id, type, object_id, payment_intent_id)
      VALUES (${event.id}, ${event.type}, ${objectId}, ${paymentIntentId})
      ON CONFLICT (event_id) DO NOTHING RETURNING id`)
    if (recorded.rows.length === 0) return 'duplicate'

    const result = await applyEvent(tx, event, paymentIntentId).catch((error: unknown) => {
      if (!(error instanceof PaymentMismatch)) throw error
      mismatch = error
      return 'mismatch' as const
    })
    if (result !== 'mismatch') change = result
    const outcome: EventOutcome =
      result === 'mismatch' ? 'mismatch' : result ? 'processed' : 'ignored'
    await tx.execute(sql`UPDATE stripe_events SET outcome = ${change ? `${change.from} → ${change.to}` : outcome}
      WHERE event_id = ${event.id}`)
    return outcome
  })
  if (mismatch) await reportMismatch(payload, mismatch, `webhook ${event.type}`)
  if (change) await announceChange(payload, change, `webhook ${event.type}`)
  return outcome
}

type Tx = Parameters<typeof completeIntent>[0]

const applyEvent = async (
  tx: Tx,
  event: Stripe.Event,
  paymentIntentId: string | null,
): Promise<Change | null> => {
  if (!paymentIntentId) return null
  switch (event.type) {
    case 'payment_intent.succeeded':
      return completeIntent(tx, intentFacts(event.data.object))
    case 'payment_intent.payment_failed':
    case 'payment_intent.canceled':
      return failIntent(tx, paymentIntentId)
    case 'charge.refunded':
      // A partial refund is a goodwill gesture; only a full refund takes the track back.
      return event.data.object.refunded ? refundIntent(tx, paymentIntentId) : null
    case 'charge.dispute.created': {
      // Events can arrive out of order: a dispute already closed is not reopened.
      const closed = await tx.execute(sql`SELECT 1 FROM stripe_events
        WHERE object_id = ${event.data.object.id} AND type = 'charge.dispute.closed' LIMIT 1`)
      return closed.rows.length > 0 ? null : disputeIntent(tx, paymentIntentId)
    }
    case 'charge.dispute.closed': {
      const { status } = event.data.object
      if (status === 'won' || status === 'warning_closed') return restoreIntent(tx, paymentIntentId)
      // Lost: the money went back to the cardholder, so the download stays revoked.
      return disputeIntent(tx, paymentIntentId)
    }
    default:
      return null
  }
}
