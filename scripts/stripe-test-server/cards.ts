// Stripe's documented test cards (https://stripe.com/docs/testing) and the checks Stripe runs
// on card details before it tries a payment.
import { cardError, missingParam } from './errors'
import type { Params } from './form'
import { readString } from './form'
import type { CardDetails } from './objects'

export type Outcome =
  | { result: 'succeeded'; dispute?: 'fraudulent' }
  | { result: 'declined'; code: string; decline_code?: string; message: string }

const DECLINED = 'Your card was declined.'
const declined = (code: string, message: string, decline_code?: string): Outcome => ({
  result: 'declined',
  code,
  message,
  ...(decline_code && { decline_code }),
})

const TEST_CARDS: Record<string, Outcome> = {
  '4242424242424242': { result: 'succeeded' },
  '5555555555554444': { result: 'succeeded' },
  '4000000000000259': { result: 'succeeded', dispute: 'fraudulent' },
  '4000000000000002': declined('card_declined', DECLINED, 'generic_decline'),
  '4000000000009995': declined(
    'card_declined',
    'Your card has insufficient funds.',
    'insufficient_funds',
  ),
  '4000000000009987': declined('card_declined', DECLINED, 'lost_card'),
  '4000000000000069': declined('expired_card', 'Your card has expired.'),
  '4000000000000127': declined('incorrect_cvc', "Your card's security code is incorrect."),
}

const LIVE_CARD = declined(
  'card_declined',
  'Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
  'test_mode_live_card',
)

/** Stripe's test PaymentMethod ids, each standing for one of the test cards above. */
export const TEST_PAYMENT_METHODS: Record<string, string> = {
  pm_card_visa: '4242424242424242',
  pm_card_mastercard: '5555555555554444',
  pm_card_createDispute: '4000000000000259',
  pm_card_chargeDeclined: '4000000000000002',
  pm_card_chargeDeclinedInsufficientFunds: '4000000000009995',
  pm_card_chargeDeclinedLostCard: '4000000000009987',
  pm_card_chargeDeclinedExpiredCard: '4000000000000069',
  pm_card_chargeDeclinedIncorrectCvc: '4000000000000127',
}

export const outcomeOf = (number: string): Outcome => TEST_CARDS[number] ?? LIVE_CARD

export function passesLuhn(digits: string): boolean {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2
    sum += digit
  }
  return sum % 10 === 0
}

export const brandOf = (number: string): string => {
  if (/^4/.test(number)) return 'visa'
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard'
  if (/^3[47]/.test(number)) return 'amex'
  if (/^6(011|5)/.test(number)) return 'discover'
  return 'unknown'
}

export const describeCard = (number: string, exp_month: number, exp_year: number): CardDetails => ({
  brand: brandOf(number),
  last4: number.slice(-4),
  exp_month,
  exp_year,
  funding: 'credit',
  country: 'US',
})

/** A test PaymentMethod's card: valid through December three years from now. */
export const testCard = (number: string, now = new Date()) =>
  describeCard(number, 12, now.getFullYear() + 3)

const PREFIX = 'payment_method_data[card]'
const declineDetails = (param: string, code: string, message: string) =>
  cardError(message, { code, param: `${PREFIX}[${param}]` })

/**
 * Reads raw card details (`payment_method_data[card][…]`) and refuses them the way Stripe does:
 * number, then expiry, then security code.
 */
export function readCard(card: Params, now = new Date()): { number: string; card: CardDetails } {
  const field = (name: string) => {
    const value = readString(card, name)
    if (value === undefined) throw missingParam(`${PREFIX}[${name}]`)
    return value.trim()
  }
  const number = field('number').replace(/[\s-]/g, '')
  if (!/^\d{12,19}$/.test(number) || !passesLuhn(number)) {
    throw declineDetails('number', 'incorrect_number', 'Your card number is incorrect.')
  }
  const monthText = field('exp_month')
  const month = Number(monthText)
  if (!/^\d{1,2}$/.test(monthText) || month < 1 || month > 12) {
    const message = "Your card's expiration month is invalid."
    throw declineDetails('exp_month', 'invalid_expiry_month', message)
  }
  const yearText = field('exp_year')
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText)
  if (!/^(\d{2}|\d{4})$/.test(yearText) || year > now.getFullYear() + 50) {
    const message = "Your card's expiration year is invalid."
    throw declineDetails('exp_year', 'invalid_expiry_year', message)
  }
  // A card is valid through the last day of its expiry month.
  if (year * 12 + month - 1 < now.getFullYear() * 12 + now.getMonth()) {
    throw declineDetails('exp_year', 'expired_card', 'Your card has expired.')
  }
  const cvcLength = brandOf(number) === 'amex' ? 4 : 3
  const cvc = readString(card, 'cvc')?.trim() ?? ''
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(cvc)) {
    throw declineDetails('cvc', 'invalid_cvc', "Your card's security code is invalid.")
  }
  return { number, card: describeCard(number, month, year) }
}
