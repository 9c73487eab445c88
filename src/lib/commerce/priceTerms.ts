import { formatMoney, toCents } from './money'

/**
 * How a track is sold: at a fixed price (the spec's store), or name-your-price, where the fan
 * chooses an amount between the artist's minimum (0 allowed) and a maximum that guards against
 * mistyped or fraudulent amounts, starting from a suggested one. Decided on the server only.
 */

export const PRICE_MODES = ['fixed', 'name-your-price'] as const
export type PriceMode = (typeof PRICE_MODES)[number]

/** Stripe's smallest charge in US dollars: below it a card cannot be charged at all. */
export const STRIPE_MINIMUM_CENTS = 50

/** The most a fan can pay where the team has set no maximum. */
export const DEFAULT_MAXIMUM_CENTS = 100_00

export type PriceTerms =
  | { mode: 'fixed'; cents: number }
  | { mode: 'name-your-price'; minimumCents: number; suggestedCents: number; maximumCents: number }

/** The fields of a track (or a tracks row) that set its terms. */
export type PricedItem = {
  priceMode?: PriceMode | null
  price: number | string
  suggestedPrice?: number | string | null
  maximumPrice?: number | string | null
}

const centsOr = (value: number | string | null | undefined, fallback: number) =>
  value === null || value === undefined ? fallback : toCents(value)

export const termsOf = (item: PricedItem): PriceTerms => {
  const price = toCents(item.price)
  if (item.priceMode !== 'name-your-price') return { mode: 'fixed', cents: price }
  const suggestedCents = centsOr(item.suggestedPrice, Math.max(price, STRIPE_MINIMUM_CENTS))
  return {
    mode: 'name-your-price',
    minimumCents: price,
    suggestedCents,
    maximumCents: centsOr(item.maximumPrice, Math.max(DEFAULT_MAXIMUM_CENTS, suggestedCents)),
  }
}

/** Dollars as a fan types them: digits, and at most two decimals ("7", "7.5", "7.50"). */
const AMOUNT_PATTERN = /^\d{1,8}(?:\.\d{1,2})?$/

export const AMOUNT_FORMAT_ERROR = 'Enter an amount in dollars, such as 7 or 7.50.'

export type AmountChoice =
  { ok: true; cents: number } | { ok: false; status: 400 | 409; error: string }

const dollars = (cents: number) => `$${formatMoney(cents / 100)}`

/**
 * The amount a checkout charges, from the item's terms and what the fan asked for (`amount`, a
 * decimal string, or nothing): a fixed price is the price (an amount that differs is refused,
 * e.g. a fan whose page still shows name-your-price terms); name-your-price takes the fan's
 * amount within the terms, or the suggested one when none is given.
 */
export const chooseAmount = (
  terms: PriceTerms,
  amount: string | undefined,
  noun: 'track' | 'release' = 'track',
): AmountChoice => {
  const asked = amount?.trim()
  if (asked !== undefined && !AMOUNT_PATTERN.test(asked)) {
    return { ok: false, status: 400, error: AMOUNT_FORMAT_ERROR }
  }
  const cents = asked === undefined ? undefined : toCents(asked)
  if (terms.mode === 'fixed') {
    if (cents !== undefined && cents !== terms.cents) {
      return {
        ok: false,
        status: 409,
        error: `This ${noun} has a fixed price of ${dollars(terms.cents)}.`,
      }
    }
    return { ok: true, cents: terms.cents }
  }
  const chosen = cents ?? terms.suggestedCents
  if (chosen < terms.minimumCents) {
    return { ok: false, status: 400, error: `The minimum is ${dollars(terms.minimumCents)}.` }
  }
  if (chosen > terms.maximumCents) {
    return {
      ok: false,
      status: 400,
      error: `The most you can pay is ${dollars(terms.maximumCents)}.`,
    }
  }
  if (chosen > 0 && chosen < STRIPE_MINIMUM_CENTS) {
    return {
      ok: false,
      status: 400,
      error: `Pay $0 or at least ${dollars(STRIPE_MINIMUM_CENTS)}: a card cannot be charged less.`,
    }
  }
  return { ok: true, cents: chosen }
}

/** Whether a payment of `cents` fits the terms (a webhook's intent whose purchase is missing). */
export const fitsTerms = (terms: PriceTerms, cents: number): boolean =>
  terms.mode === 'fixed'
    ? cents === terms.cents
    : cents >= Math.max(terms.minimumCents, STRIPE_MINIMUM_CENTS) && cents <= terms.maximumCents

/**
 * What an editor may save: a name-your-price minimum of 0 or at least Stripe's $0.50, a suggested
 * amount a card can pay within the terms, a maximum at least the suggested amount. Null when fine.
 */
export const termsProblem = (item: PricedItem): string | null => {
  if (item.priceMode !== 'name-your-price') return null
  const terms = termsOf(item)
  if (terms.mode !== 'name-your-price') return null
  const { minimumCents, suggestedCents, maximumCents } = terms
  if (minimumCents > 0 && minimumCents < STRIPE_MINIMUM_CENTS) {
    return 'The minimum must be 0 or at least $0.50 (the smallest card payment).'
  }
  if (suggestedCents < Math.max(minimumCents, STRIPE_MINIMUM_CENTS)) {
    return 'The suggested amount must be at least the minimum and at least $0.50.'
  }
  if (maximumCents < suggestedCents) return 'The maximum must be at least the suggested amount.'
  return null
}

/** An item's price terms as the API shows them: two-decimal strings, as the spec's `price`. */
export const publicTerms = (item: PricedItem) => {
  const terms = termsOf(item)
  return terms.mode === 'fixed'
    ? {
        price: formatMoney(terms.cents / 100),
        priceMode: terms.mode,
        suggestedPrice: null,
        maximumPrice: null,
      }
    : {
        price: formatMoney(terms.minimumCents / 100),
        priceMode: terms.mode,
        suggestedPrice: formatMoney(terms.suggestedCents / 100),
        maximumPrice: formatMoney(terms.maximumCents / 100),
      }
}
