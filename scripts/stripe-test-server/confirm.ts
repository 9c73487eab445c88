import { outcomeOf } from './cards'
import { createCharge } from './charges'
import type { RequestContext } from './context'
import { openDispute } from './disputes'
import { cardError, invalidParam, missingParam, StripeApiError, unexpectedState } from './errors'
import { emit } from './events'
import { readString } from './form'
import type { PaymentIntent } from './objects'
import { snapshot } from './objects'
import { paymentMethodFor } from './paymentMethods'

/** `POST /v1/payment_intents/:id/confirm`: pays with the test card's outcome, as Stripe would. */
export function confirmPaymentIntent(ctx: RequestContext, id: string): PaymentIntent {
  const { store } = ctx.state
  const intent = store.find('payment_intent', id)
  if (intent.status === 'succeeded') {
    throw unexpectedState(
      'You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.',
      snapshot(intent),
    )
  }
  if (intent.status !== 'requires_payment_method' && intent.status !== 'requires_confirmation') {
    throw unexpectedState(
      `You cannot confirm this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be confirmed: requires_confirmation, requires_payment_method.`,
      snapshot(intent),
    )
  }
  const returnUrl = readString(ctx.params, 'return_url')
  if (returnUrl !== undefined && !URL.canParse(returnUrl)) {
    throw invalidParam('return_url', 'Not a valid URL', 'url_invalid')
  }
  const method =
    paymentMethodFor(ctx) ??
    (intent.payment_method ? store.find('payment_method', intent.payment_method) : undefined)
  if (!method) throw missingParam('payment_method')

  const outcome = outcomeOf(store.cardNumbers.get(method.id) ?? '')
  const charge = createCharge(ctx, intent, method, outcome)
  intent.latest_charge = charge.id
  if (outcome.result === 'declined') {
    const { code, decline_code, message } = outcome
    intent.payment_method = null
    intent.last_payment_error = {
      type: 'card_error',
      code,
      ...(decline_code && { decline_code }),
      message,
      charge: charge.id,
      payment_method: method,
    }
    emit(ctx, 'charge.failed', charge)
    emit(ctx, 'payment_intent.payment_failed', intent)
    throw cardError(message, {
      code,
      decline_code,
      charge: charge.id,
      payment_intent: snapshot(intent),
      payment_method: method,
    })
  }
  intent.status = 'succeeded'
  intent.amount_received = intent.amount
  intent.payment_method = method.id
  intent.last_payment_error = null
  emit(ctx, 'charge.succeeded', charge)
  emit(ctx, 'payment_intent.succeeded', intent)
  if (outcome.dispute) openDispute(ctx, charge, outcome.dispute)
  return intent
}

// What Stripe shows of a PaymentIntent to a publishable key: no metadata, charges or customer.
const CLIENT_FIELDS = [
  'id',
  'object',
  'amount',
  'automatic_payment_methods',
  'canceled_at',
  'cancellation_reason',
  'capture_method',
  'client_secret',
  'confirmation_method',
  'created',
  'currency',
  'description',
  'last_payment_error',
  'livemode',
  'next_action',
  'payment_method',
  'payment_method_types',
  'receipt_email',
  'status',
]

export const clientView = (intent: PaymentIntent) =>
  Object.fromEntries(CLIENT_FIELDS.map((field) => [field, intent[field] ?? null]))

/**
 * Publishable-key calls (the checkout page, like Stripe.js) must carry the intent's
 * `client_secret` and get the client view, in answers and in card errors alike.
 */
export function asClient(handler: (ctx: RequestContext, id: string) => PaymentIntent) {
  return (ctx: RequestContext, id: string) => {
    if (ctx.auth === 'secret') return handler(ctx, id)
    const intent = ctx.state.store.find('payment_intent', id)
    const secret = readString(ctx.params, 'client_secret')
    if (secret === undefined) throw missingParam('client_secret')
    if (secret !== intent.client_secret) {
      throw invalidParam(
        'client_secret',
        'The client_secret provided does not match the client_secret associated with the PaymentIntent.',
        'payment_intent_invalid_parameter',
      )
    }
    try {
      return clientView(handler(ctx, id))
    } catch (error) {
      const body = error instanceof StripeApiError ? error.error : undefined
      if (body?.payment_intent)
        body.payment_intent = clientView(body.payment_intent as PaymentIntent)
      throw error
    }
  }
}
