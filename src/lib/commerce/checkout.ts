import type { Payload } from 'payload'
import Stripe from 'stripe'

import { findTrackMaster } from '@/lib/catalogue/trackMaster'
import { inTransaction } from '@/lib/db/sql'

import { announceChange, completePaidIntent } from './fulfilment'
import { attachIntent, closeCheckout, grantFreeTrack, openCheckout } from './ledger'
import { CURRENCY } from './money'
import { ownsTrack } from './ownership'
import { chooseAmount } from './priceTerms'

export type CheckoutResult =
  | { kind: 'intent'; clientSecret: string; cents: number }
  | { kind: 'granted' }
  | { kind: 'owned' }
  | { kind: 'processing' }
  | { kind: 'not-found' }
  | { kind: 'refused'; status: 400 | 409; error: string }

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

/** What one pass over the member's pending checkout decided, applied after its commit. */
type Pass = CheckoutResult | { kind: 'again' } | { kind: 'succeeded'; intent: Stripe.PaymentIntent }

/**
 * Starts (or resumes) the purchase of a track by a member, at the amount the track's terms allow:
 * its price, or for name-your-price the fan's `amount` (the suggested one when none is given).
 * The client never sets a fixed price. Paying nothing for a free (or $0-minimum) track adds it
 * to the library; a track already owned is not sold twice. A member has one pending purchase and
 * one Stripe intent per track, however many clicks: a new amount updates that intent.
 */
export const startCheckout = async (
  payload: Payload,
  stripe: Stripe,
  user: { id: string },
  trackId: string,
  amount?: string,
): Promise<CheckoutResult> => {
  const master = await findTrackMaster(payload, trackId)
  if (!master) return { kind: 'not-found' }
  if (await ownsTrack(payload, user.id, master.trackId)) return { kind: 'owned' }
  const choice = chooseAmount(master.terms, amount)
  if (!choice.ok) return { kind: 'refused', status: choice.status, error: choice.error }
  const { cents } = choice

  if (cents === 0) {
    const change = await inTransaction(payload, (tx) => grantFreeTrack(tx, user.id, master.trackId))
    if (change) await announceChange(payload, change, 'free track')
    return { kind: 'granted' }
  }

  // Twice at most: a pending purchase whose intent was cancelled at Stripe is closed first.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    // One transaction per pass: the member's checkout lock (openCheckout) is held across the
    // calls to Stripe, so two tabs choosing different amounts are applied one after the other
    // and the purchase always records the amount its intent will charge.
    const pass = await inTransaction(payload, async (tx): Promise<Pass> => {
      const purchase = await openCheckout(tx, user.id, master.trackId, cents / 100)
      const existing = purchase.stripe_payment_intent_id
        ? await retrieveIfKnown(stripe, purchase.stripe_payment_intent_id)
        : null
      if (purchase.stripe_payment_intent_id && !existing) {
        // Stripe no longer knows the intent (another account, a restarted test server): the
        // checkout cannot be paid, so it is closed and a new one opened.
        await closeCheckout(tx, purchase.id)
        return { kind: 'again' }
      }
      let intent =
        existing ??
        (await stripe.paymentIntents.create(
          {
            amount: cents,
            currency: CURRENCY,
            automatic_payment_methods: { enabled: true },
            description: `${master.title} (digital download)`,
            metadata: { userId: user.id, trackId: master.trackId, purchaseId: purchase.id },
          },
          // One member, one track, one pending purchase: one intent, however many clicks.
          { idempotencyKey: `checkout-${purchase.id}` },
        ))
      // Paid already (in another tab): completed once this transaction has let go of the row.
      if (intent.status === 'succeeded') return { kind: 'succeeded', intent }
      if (intent.status === 'processing') return { kind: 'processing' }
      if (intent.status === 'canceled' || !PAYABLE.has(intent.status)) {
        await closeCheckout(tx, purchase.id)
        return { kind: 'again' }
      }
      if (intent.amount !== cents) {
        // Another amount chosen, or the price changed since this checkout began.
        intent = await stripe.paymentIntents.update(intent.id, { amount: cents })
      }
      await attachIntent(tx, purchase.id, intent)
      if (!intent.client_secret) throw new Error(`Payment intent ${intent.id} has no client secret`)
      return { kind: 'intent', clientSecret: intent.client_secret, cents: intent.amount }
    })
    if (pass.kind === 'again') continue
    if (pass.kind === 'succeeded') {
      await completePaidIntent(payload, pass.intent)
      return { kind: 'owned' }
    }
    return pass
  }
  throw new Error('Could not open a payable checkout')
}
