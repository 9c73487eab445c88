/** Stripe counts in the currency's smallest unit; the store keeps dollars with two decimals. */
export const CURRENCY = 'usd'

/** Dollars (a number, or a numeric(10,2) string from PostgreSQL) to integer cents, exactly. */
export const toCents = (amount: number | string): number => {
  const text = typeof amount === 'number' ? amount.toFixed(2) : amount.trim()
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text)
  if (!match) throw new Error(`Not an amount: ${text}`)
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
}

export const fromCents = (cents: number): string =>
  `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`
