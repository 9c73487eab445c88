import type { Outcome } from './cards'
import type { RequestContext } from './context'
import type { Charge, PaymentIntent, PaymentMethod } from './objects'
import { newId, unixNow } from './objects'

const APPROVED = {
  network_status: 'approved_by_network',
  reason: null,
  risk_level: 'normal',
  seller_message: 'Payment complete.',
  type: 'authorized',
}

/** The charge of one payment attempt, successful or declined; it carries the intent's metadata. */
export function createCharge(
  ctx: RequestContext,
  intent: PaymentIntent,
  method: PaymentMethod,
  outcome: Outcome,
): Charge {
  const paid = outcome.result === 'succeeded'
  const failure = outcome.result === 'declined' ? outcome : null
  return ctx.state.store.add<Charge>({
    id: newId('ch'),
    object: 'charge',
    amount: intent.amount,
    amount_captured: paid ? intent.amount : 0,
    amount_refunded: 0,
    balance_transaction: paid ? newId('txn') : null,
    billing_details: method.billing_details,
    captured: paid,
    created: unixNow(),
    currency: intent.currency,
    customer: null,
    description: intent.description,
    disputed: false,
    failure_code: failure?.code ?? null,
    failure_message: failure?.message ?? null,
    livemode: false,
    metadata: { ...intent.metadata },
    outcome: failure
      ? {
          network_status: 'declined_by_network',
          reason: failure.decline_code ?? failure.code,
          risk_level: 'normal',
          seller_message: 'The bank did not return any further details with this decline.',
          type: 'issuer_declined',
        }
      : APPROVED,
    paid,
    payment_intent: intent.id,
    payment_method: method.id,
    payment_method_details: { type: 'card', card: method.card },
    receipt_email: intent.receipt_email,
    refunded: false,
    status: paid ? 'succeeded' : 'failed',
  })
}
