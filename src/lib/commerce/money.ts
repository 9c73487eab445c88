/** Stripe counts in the currency's smallest unit; the store keeps dollars with two decimals. */
export const CURRENCY = 'usd'

/** Largest amount a numeric(10,2) column holds. */
export const MAX_MONEY = 99_999_999.99

export const validateMoney = (value: unknown): true | string => {
  if (value === null || value === undefined) return true
  if (typeof value !== 'number' || !Number.isFinite(value)) return 'Must be a number'
  if (value < 0) return 'Must be 0 or more'
  if (value > MAX_MONEY) return `Must be at most ${MAX_MONEY}`
  if (Math.round(value * 100) !== Number((value * 100).toFixed(6))) {
    return 'Use at most two decimal places'
  }
  return true
}

/** Prices and amounts leave the API as two-decimal strings, as the spec's clients expect. */
export const formatMoney = (value: number | null | undefined): string => (value ?? 0).toFixed(2)

/** Dollars (a number, or a numeric(10,2) string from PostgreSQL) to integer cents, exactly. */
export const toCents = (amount: number | string): number => {
  const text = typeof amount === 'number' ? amount.toFixed(2) : amount.trim()
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text)
  if (!match) throw new Error(`Not an amount: ${text}`)
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
}
