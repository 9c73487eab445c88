import type { RequestContext } from './context'
import { formatAmount } from './currencies'
import { invalidParam, invalidRequest } from './errors'
import { emit } from './events'
import { readInteger, readString } from './form'
import { readMetadata } from './metadata'
import type { Charge, Refund } from './objects'
import { newId, unixNow } from './objects'

const REASONS = ['duplicate', 'fraudulent', 'requested_by_customer']

function chargeToRefund(ctx: RequestContext): Charge {
  const { params, state } = ctx
  const chargeId = readString(params, 'charge')
  const intentId = readString(params, 'payment_intent')
  if (chargeId && intentId) {
    throw invalidRequest('You may only specify one of these parameters: charge, payment_intent.')
  }
  if (chargeId) return state.store.find('charge', chargeId, 'charge')
  if (!intentId) {
    throw invalidRequest(
      'One of the following params should be provided for this request: payment_intent or charge.',
      { code: 'parameter_missing' },
    )
  }
  const intent = state.store.find('payment_intent', intentId, 'payment_intent')
  if (intent.status !== 'succeeded' || !intent.latest_charge) {
    throw invalidRequest(
      `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
      { code: 'charge_not_refundable' },
    )
  }
  return state.store.find('charge', intent.latest_charge)
}

/** `POST /v1/refunds` with `payment_intent` or `charge`; `amount` defaults to what is left. */
export function createRefund(ctx: RequestContext): Refund {
  const { params } = ctx
  const charge = chargeToRefund(ctx)
  if (charge.status !== 'succeeded') {
    throw invalidRequest(`Charge ${charge.id} failed; there is nothing to refund.`, {
      code: 'charge_not_refundable',
    })
  }
  if (charge.disputed) {
    throw invalidRequest(`Charge ${charge.id} has been charged back; cannot issue a refund.`, {
      code: 'charge_disputed',
    })
  }
  const left = charge.amount - charge.amount_refunded
  if (left === 0) {
    throw invalidRequest(`Charge ${charge.id} has already been refunded.`, {
      code: 'charge_already_refunded',
    })
  }
  const amount = readInteger(params, 'amount') ?? left
  if (amount < 1)
    throw invalidParam('amount', 'Invalid positive integer', 'parameter_invalid_integer')
  if (amount > left) {
    const [asked, unrefunded] = [amount, left].map((value) => formatAmount(value, charge.currency))
    throw invalidParam(
      'amount',
      `Refund amount (${asked}) is greater than unrefunded amount on charge (${unrefunded})`,
      'amount_too_large',
    )
  }
  const reason = readString(params, 'reason')
  if (reason !== undefined && !REASONS.includes(reason)) {
    throw invalidParam('reason', `Invalid reason: must be one of ${REASONS.join(', ')}`)
  }
  const refund = ctx.state.store.add<Refund>({
    id: newId('re'),
    object: 'refund',
    amount,
    balance_transaction: newId('txn'),
    charge: charge.id,
    created: unixNow(),
    currency: charge.currency,
    livemode: false,
    metadata: readMetadata(params),
    payment_intent: charge.payment_intent,
    reason: reason ?? null,
    status: 'succeeded',
  })
  charge.amount_refunded += amount
  charge.refunded = charge.amount_refunded === charge.amount
  emit(ctx, 'refund.created', refund)
  emit(ctx, 'charge.refunded', charge)
  return refund
}
