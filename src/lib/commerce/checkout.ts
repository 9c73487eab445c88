import type { Payload } from 'payload'
import Stripe from 'stripe'

import { findTrackMaster } from '@/lib/catalogue/trackMaster'
import { inTransaction } from '@/lib/db/sql'

import { announceChange, completePaidIntent } from './fulfilment'
import { attachIntent, closeCheckout, grantFreeTrack, openCheckout } from './ledger'
import { CURRENCY, toCents } from './money'
import { ownsTrack } from './ownership'

export type CheckoutResult =
  | { kind: 'intent'; clientSecret: string }
  | { kind: 'granted' }
  | { kind: 'owned' }
  | { kind: 'processing' }
  | { kind: 'not-found' }

/** The intent, or null when Stripe answers that no such intent exists. */
const retrieveIfKnown = async (stripe: Stripe, id: string) => {
  try {
    return await stripe.paymentIntents.retrieve(id)
  } catch (error) {
    if (
      error instanceof Stripe.errors.StripeInvalidRequestError &&
      error.code === 'resource_missing'
    ) {
      return null
    }
    throw error
  }
}

/** Intents the member can still pay on the checkout page. */
const PAYABLE = new Set(['requires_payment_method', 'requires_confirmation', 'requires_action'])

/**
 * Starts (or resumes) the purchase of a track by a member. The amount is the track's price in
 * the database; the client only names the track. A free track is simply added to the library;
 * a track already owned is not sold twice; a second click resumes the first click's intent.
 */
export const startCheckout = async (
  payload: Payload,
  stripe: Stripe,
  user: { id: string },
  trackId: string,
): Promise<CheckoutResult> => {
  const master = await findTrackMaster(payload, trackId)
  if (!master) return { kind: 'not-found' }
  if (await ownsTrack(payload, user.id, master.trackId)) return { kind: 'owned' }

  if (master.price === 0) {
    const change = await inTransaction(payload, (tx) => grantFreeTrack(tx, user.id, master.trackId))
    if (change) await announceChange(payload, change, 'free track')
    return { kind: 'granted' }
  }

  const amount = toCents(master.price)
  // Twice at most: a pending purchase whose intent was cancelled at Stripe is closed first.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const purchase = await inTransaction(payload, (tx) =>
      openCheckout(tx, user.id, master.trackId, master.price),
    )
    const existing = purchase.stripe_payment_intent_id
      ? await retrieveIfKnown(stripe, purchase.stripe_payment_intent_id)
      : null
    if (purchase.stripe_payment_intent_id && !existing) {
      // Stripe no longer knows the intent (another account, a restarted test server): the
      // checkout cannot be paid, so it is closed and a new one opened.
      await inTransaction(payload, (tx) => closeCheckout(tx, purchase.id))
      continue
    }
    let intent = existing
      ? existing
      : await stripe.paymentIntents.create(
          {
            amount,
            currency: CURRENCY,
            automatic_payment_methods: { enabled: true },
            description: `${master.title} (digital download)`,
            metadata: { userId: user.id, trackId: master.trackId, purchaseId: purchase.id },
          },
          // One member, one track, one pending purchase: one intent, however many clicks.
          { idempotencyKey: `checkout-${purchase.id}` },
        )

    if (intent.status === 'succeeded') {
      await completePaidIntent(payload, intent)
      return { kind: 'owned' }
    }
    if (intent.status === 'processing') return { kind: 'processing' }
    if (intent.status === 'canceled' || !PAYABLE.has(intent.status)) {
      await inTransaction(payload, (tx) => closeCheckout(tx, purchase.id))
      continue
    }
    if (intent.amount !== amount) {
      // The price changed since this checkout began: the member pays today's price.
      intent = await stripe.paymentIntents.update(intent.id, { amount })
    }
    await inTransaction(payload, (tx) => attachIntent(tx, purchase.id, intent))
    if (!intent.client_secret) throw new Error(`Payment intent ${intent.id} has no client secret`)
    return { kind: 'intent', clientSecret: intent.client_secret }
  }
  throw new Error('Could not open a payable checkout')
}
