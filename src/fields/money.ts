import type { NumberField } from 'payload'

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

/** A dollar amount stored as numeric(10,2) (see `decimalColumns` in the database config). */
export const money = (field: {
  name: string
  required?: boolean
  defaultValue?: number
  admin?: { description?: string }
}): NumberField => ({
  ...field,
  type: 'number',
  min: 0,
  max: MAX_MONEY,
  validate: (value: number | null | undefined) => validateMoney(value),
  admin: { step: 0.01, ...field.admin },
})

/** Prices and amounts leave the API as two-decimal strings, as the spec's clients expect. */
export const formatMoney = (value: number | null | undefined): string => (value ?? 0).toFixed(2)
