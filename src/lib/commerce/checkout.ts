import type { Payload } from 'payload'
import Stripe from 'stripe'

import { releaseDayLabel } from '@/lib/catalogue/releaseTypes'
import { inTransaction } from '@/lib/db/sql'

import { announceChange, completePaidIntent } from './fulfilment'
import { attachIntent, closeCheckout, grantFreeItem, openCheckout, type SaleRef } from './ledger'
import { CURRENCY } from './money'
import { ownsRelease, ownsTrack } from './ownership'
import { isPreOrder } from './preOrders'
import { chooseAmount } from './priceTerms'
import { findSaleItem, type SaleItem } from './saleItems'

export type CheckoutResult =
  | { kind: 'intent'; clientSecret: string; cents: number }
  | { kind: 'granted' }
  | { kind: 'owned' }
  | { kind: 'processing' }
  | { kind: 'not-found' }
  | { kind: 'empty' }
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

/** What the Stripe dashboard shows for an intent: 'Five Boroughs (digital release, pre-order …)'. */
const intentDescription = (item: SaleItem) => {
  if (item.kind === 'track') return `${item.title} (digital download)`
  const day = isPreOrder(item.releaseDate) ? releaseDayLabel(item.releaseDate!) : null
  return `${item.title} (digital release${day ? `, pre-order out ${day}` : ''})`
}

/** Intents the member can still pay on the checkout page. */
const PAYABLE = new Set(['requires_payment_method', 'requires_confirmation', 'requires_action'])

/** What one pass over the member's pending checkout decided, applied after its commit. */
type Pass = CheckoutResult | { kind: 'again' } | { kind: 'succeeded'; intent: Stripe.PaymentIntent }

/**
 * Starts (or resumes) the purchase of a track or a release by a member, at the amount its terms
 * allow: its price, or for name-your-price the fan's `amount` (the suggested one when none is
 * given). The client never sets a fixed price. Paying nothing for a free (or $0-minimum) item
 * adds it to the library; what is already owned is not sold twice (a release whose every track
 * the member owns included). A member has one pending purchase and one Stripe intent per item,
 * however many clicks: a new amount updates that intent.
 */
export const startCheckout = async (
  payload: Payload,
  stripe: Stripe,
  user: { id: string },
  ref: SaleRef,
  amount?: string,
): Promise<CheckoutResult> => {
  const item = await findSaleItem(payload, ref)
  if (!item) return { kind: 'not-found' }
  if (item.trackIds.length === 0) return { kind: 'empty' }
  const owned =
    item.kind === 'track'
      ? await ownsTrack(payload, user.id, item.id)
      : await ownsRelease(payload, user.id, item)
  if (owned) return { kind: 'owned' }
  const choice = chooseAmount(item.terms, amount, item.kind)
  if (!choice.ok) return { kind: 'refused', status: choice.status, error: choice.error }
  const { cents } = choice

  if (cents === 0) {
    const change = await inTransaction(payload, (tx) => grantFreeItem(tx, user.id, item))
    if (change) await announceChange(payload, change, `free ${item.kind}`)
    return { kind: 'granted' }
  }

  // Twice at most: a pending purchase whose intent was cancelled at Stripe is closed first.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    // One transaction per pass: the member's checkout lock (openCheckout) is held across the
    // calls to Stripe, so two tabs choosing different amounts are applied one after the other
    // and the purchase always records the amount its intent will charge.
    const pass = await inTransaction(payload, async (tx): Promise<Pass> => {
      const purchase = await openCheckout(tx, user.id, item, cents / 100)
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
            description: intentDescription(item),
            metadata: {
              userId: user.id,
              [item.kind === 'track' ? 'trackId' : 'releaseId']: item.id,
              purchaseId: purchase.id,
            },
          },
          // One member, one item, one pending purchase: one intent, however many clicks.
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
