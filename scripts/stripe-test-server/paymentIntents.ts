import type { RequestContext } from './context'
import { checkAmount, readCurrency } from './currencies'
import { invalidParam, unexpectedState } from './errors'
import { emit } from './events'
import type { Params } from './form'
import { readInteger, readObject, readString } from './form'
import { readMetadata } from './metadata'
import type { PaymentIntent, PaymentIntentStatus } from './objects'
import { newId, randomToken, unixNow } from './objects'

const UPDATABLE: PaymentIntentStatus[] = ['requires_payment_method', 'requires_confirmation']
const CANCELLATION_REASONS = ['duplicate', 'fraudulent', 'requested_by_customer', 'abandoned']

function readEmail(params: Params): string | null | undefined {
  if (params.receipt_email === '') return null
  const email = readString(params, 'receipt_email')
  if (email !== undefined && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    throw invalidParam('receipt_email', `Invalid email address: ${email}`, 'email_invalid')
  }
  return email
}

function readAutomaticPaymentMethods(params: Params) {
  const option = readObject(params, 'automatic_payment_methods')
  if (!option) return { enabled: true }
  const enabled = readString(option, 'enabled')
  if (enabled !== 'true' && enabled !== 'false') {
    throw invalidParam(
      'automatic_payment_methods[enabled]',
      'Invalid boolean: must be true or false',
    )
  }
  return { enabled: enabled === 'true' }
}

function readPaymentMethodTypes(params: Params): string[] {
  const types = params.payment_method_types
  if (types === undefined) return ['card']
  if (!Array.isArray(types) || types.some((type) => type !== 'card')) {
    throw invalidParam('payment_method_types', 'The Stripe test server takes card payments only.')
  }
  return ['card']
}

/** `POST /v1/payment_intents` */
export function createPaymentIntent(ctx: RequestContext): PaymentIntent {
  const { params } = ctx
  const amount = readInteger(params, 'amount', true) as number
  const currency = readCurrency(params, true) as string
  checkAmount(amount, currency)
  const id = newId('pi')
  const intent = ctx.state.store.add<PaymentIntent>({
    id,
    object: 'payment_intent',
    amount,
    amount_capturable: 0,
    amount_received: 0,
    automatic_payment_methods: readAutomaticPaymentMethods(params),
    canceled_at: null,
    cancellation_reason: null,
    capture_method: 'automatic',
    client_secret: `${id}_secret_${randomToken(25)}`,
    confirmation_method: 'automatic',
    created: unixNow(),
    currency,
    customer: null,
    description: readString(params, 'description') ?? null,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    metadata: readMetadata(params),
    next_action: null,
    payment_method: null,
    payment_method_types: readPaymentMethodTypes(params),
    receipt_email: readEmail(params) ?? null,
    status: 'requires_payment_method',
  })
  emit(ctx, 'payment_intent.created', intent)
  return intent
}

/** `POST /v1/payment_intents/:id`: amount and currency before payment; the rest at any time. */
export function updatePaymentIntent(ctx: RequestContext, id: string): PaymentIntent {
  const { params } = ctx
  const intent = ctx.state.store.find('payment_intent', id)
  if (params.amount !== undefined || params.currency !== undefined) {
    if (!UPDATABLE.includes(intent.status)) {
      throw unexpectedState(
        `This PaymentIntent's amount could not be updated because it has a status of ${intent.status}. You may only update the amount of a PaymentIntent with one of the following statuses: requires_payment_method, requires_confirmation, requires_action.`,
        intent,
      )
    }
    const currency = readCurrency(params, false) ?? intent.currency
    intent.amount = checkAmount(readInteger(params, 'amount') ?? intent.amount, currency)
    intent.currency = currency
  }
  const description = readString(params, 'description')
  if (description !== undefined || params.description === '')
    intent.description = description ?? null
  const email = readEmail(params)
  if (email !== undefined) intent.receipt_email = email
  intent.metadata = readMetadata(params, intent.metadata)
  return intent
}

/** `POST /v1/payment_intents/:id/cancel` */
export function cancelPaymentIntent(ctx: RequestContext, id: string): PaymentIntent {
  const intent = ctx.state.store.find('payment_intent', id)
  if (intent.status === 'succeeded' || intent.status === 'canceled') {
    throw unexpectedState(
      `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.`,
      intent,
    )
  }
  const reason = readString(ctx.params, 'cancellation_reason')
  if (reason !== undefined && !CANCELLATION_REASONS.includes(reason)) {
    throw invalidParam(
      'cancellation_reason',
      `Invalid cancellation_reason: must be one of ${CANCELLATION_REASONS.join(', ')}`,
    )
  }
  intent.status = 'canceled'
  intent.canceled_at = unixNow()
  intent.cancellation_reason = reason ?? null
  emit(ctx, 'payment_intent.canceled', intent)
  return intent
}
