import { describe, expect, it } from 'vitest'

import { formatMoney, MAX_MONEY, validateMoney } from '@/lib/commerce/money'

describe('money', () => {
  it.each([0, 0.99, 1.5, 19.99, 1234.56, MAX_MONEY])('accepts %s', (value) => {
    expect(validateMoney(value)).toBe(true)
  })

  it('accepts an empty value (required-ness is the field’s own rule)', () => {
    expect(validateMoney(null)).toBe(true)
    expect(validateMoney(undefined)).toBe(true)
  })

  it.each([
    [1.234, 'Use at most two decimal places'],
    [-0.01, 'Must be 0 or more'],
    [MAX_MONEY + 0.01, `Must be at most ${MAX_MONEY}`],
    [Number.NaN, 'Must be a number'],
    [Number.POSITIVE_INFINITY, 'Must be a number'],
    ['1.99', 'Must be a number'],
  ])('refuses %s', (value, message) => {
    expect(validateMoney(value)).toBe(message)
  })

  it('formats amounts as two-decimal strings', () => {
    expect(formatMoney(0)).toBe('0.00')
    expect(formatMoney(1.5)).toBe('1.50')
    expect(formatMoney(19.99)).toBe('19.99')
    expect(formatMoney(null)).toBe('0.00')
  })
})
