import { readCard, TEST_PAYMENT_METHODS, testCard } from './cards'
import type { RequestContext } from './context'
import { invalidParam, invalidRequest, missingParam } from './errors'
import type { Params } from './form'
import { readObject, readString } from './form'
import type { CardDetails, PaymentMethod } from './objects'
import { newId, unixNow } from './objects'
import type { Store } from './store'

const ADDRESS_FIELDS = ['city', 'country', 'line1', 'line2', 'postal_code', 'state']

function readBillingDetails(data: Params) {
  const details = readObject(data, 'billing_details') ?? {}
  const address = readObject(details, 'address') ?? {}
  const text = (from: Params, name: string) => readString(from, name) ?? null
  return {
    address: Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, text(address, field)])),
    email: text(details, 'email'),
    name: text(details, 'name'),
    phone: text(details, 'phone'),
  }
}

function addCard(store: Store, number: string, card: CardDetails, billing_details = {}) {
  const method = store.add<PaymentMethod>({
    id: newId('pm'),
    object: 'payment_method',
    billing_details,
    card,
    created: unixNow(),
    customer: null,
    livemode: false,
    metadata: {},
    type: 'card',
  })
  store.cardNumbers.set(method.id, number)
  return method
}

/**
 * The PaymentMethod a confirmation names: one of Stripe's test ids (`pm_card_visa`, …), one
 * created earlier, or new card details in `payment_method_data`; undefined when there is none.
 */
export function paymentMethodFor(ctx: RequestContext): PaymentMethod | undefined {
  const { params, state } = ctx
  const id = readString(params, 'payment_method')
  const data = readObject(params, 'payment_method_data')
  if (id && data) {
    throw invalidRequest(
      'You may only specify one of these parameters: payment_method, payment_method_data.',
    )
  }
  if (id) {
    const number = TEST_PAYMENT_METHODS[id]
    if (number) return addCard(state.store, number, testCard(number))
    return state.store.find('payment_method', id, 'payment_method')
  }
  if (!data) return undefined
  const type = readString(data, 'type')
  if (type === undefined) throw missingParam('payment_method_data[type]')
  if (type !== 'card') {
    throw invalidParam('payment_method_data[type]', 'The Stripe test server takes cards only.')
  }
  const { number, card } = readCard(readObject(data, 'card') ?? {})
  return addCard(state.store, number, card, readBillingDetails(data))
}
