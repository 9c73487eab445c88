import { invalidParam } from './errors'
import { readString } from './form'
import type { Params } from './form'

// Stripe's minimum charge per currency, in the smallest unit; the test server takes these five.
const CURRENCIES: Record<string, { symbol: string; minimum: number }> = {
  usd: { symbol: '$', minimum: 50 },
  eur: { symbol: '€', minimum: 50 },
  gbp: { symbol: '£', minimum: 30 },
  cad: { symbol: '$', minimum: 50 },
  aud: { symbol: '$', minimum: 50 },
}
const MAXIMUM = 99_999_999

export const formatAmount = (amount: number, currency: string): string =>
  `${CURRENCIES[currency]?.symbol ?? ''}${(amount / 100).toLocaleString('en-US', {
    minimumFractionDigits: 2,
  })}`

export function readCurrency(params: Params, required: boolean): string | undefined {
  const currency = readString(params, 'currency', required)?.toLowerCase()
  if (currency !== undefined && !CURRENCIES[currency]) {
    throw invalidParam(
      'currency',
      `Invalid currency: ${currency}. The Stripe test server supports: ${Object.keys(CURRENCIES).join(', ')}.`,
    )
  }
  return currency
}

/** An amount in the smallest currency unit, within Stripe's minimum and maximum. */
export function checkAmount(amount: number, currency: string): number {
  const { minimum } = CURRENCIES[currency]
  if (amount < minimum) {
    throw invalidParam(
      'amount',
      `Amount must be at least ${formatAmount(minimum, currency)} ${currency}`,
      'amount_too_small',
    )
  }
  if (amount > MAXIMUM) {
    throw invalidParam(
      'amount',
      `Amount must be no more than ${formatAmount(MAXIMUM, currency)}`,
      'amount_too_large',
    )
  }
  return amount
}
