import { describe, expect, it } from 'vitest'

import {
  CARD_MESSAGES,
  cardFormSchema,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  passesLuhn,
  reformat,
} from '@/components/Checkout/cardForm'

const now = new Date(2026, 10, 23)
const parse = (values: { number: string; expiry: string; cvc: string }) =>
  cardFormSchema(now).safeParse(values)
const messages = (values: { number: string; expiry: string; cvc: string }) => {
  const result = parse(values)
  return result.success ? [] : result.error.issues.map(({ message }) => message)
}

describe('the test-mode card form while typing', () => {
  it('groups a card number in fours and drops anything but digits', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242')
    expect(formatCardNumber('4242-4242 42a42')).toBe('4242 4242 4242')
    expect(formatCardNumber('42424')).toBe('4242 4')
  })

  it('stops a card number at 19 digits', () => {
    expect(formatCardNumber('1'.repeat(25)).replace(/ /g, '')).toHaveLength(19)
  })

  it('writes the expiry as MM / YY, with the separator only once the year starts', () => {
    expect(formatExpiry('12')).toBe('12')
    expect(formatExpiry('123')).toBe('12 / 3')
    expect(formatExpiry('1230')).toBe('12 / 30')
    expect(formatExpiry('12 / 305')).toBe('12 / 30')
  })

  it('reads a first expiry digit above 1 as a one-digit month', () => {
    expect(formatExpiry('4')).toBe('04')
    expect(formatExpiry('428')).toBe('04 / 28')
  })

  it('keeps the CVC to four digits', () => {
    expect(formatCvc('12a345')).toBe('1234')
  })

  it('keeps the caret behind the same digits after regrouping', () => {
    // Typing a 9 after '4242 4' (caret after the 4th digit) shifts the groups.
    expect(reformat('42429 4', 5, formatCardNumber)).toEqual({ value: '4242 94', caret: 6 })
  })

  it('leaves the caret at the end when typing at the end', () => {
    expect(reformat('123', 3, formatExpiry)).toEqual({ value: '12 / 3', caret: 6 })
    expect(reformat('4', 1, formatExpiry)).toEqual({ value: '04', caret: 2 })
  })
})

describe('the test-mode card form on submit', () => {
  it('checks the Luhn digit every card number carries', () => {
    expect(passesLuhn('4242424242424242')).toBe(true)
    expect(passesLuhn('4000000000000002')).toBe(true)
    expect(passesLuhn('4242424242424241')).toBe(false)
  })

  it('accepts each documented test card and hands over digits and a four-digit year', () => {
    for (const number of [
      '4242 4242 4242 4242',
      '4000 0000 0000 0002',
      '4000 0000 0000 9995',
      '4000 0000 0000 0259',
    ]) {
      const result = parse({ number, expiry: '12 / 30', cvc: '123' })
      expect(result.success).toBe(true)
      expect(result.data).toEqual({
        number: number.replace(/ /g, ''),
        expMonth: 12,
        expYear: 2030,
        cvc: '123',
      })
    }
  })

  it("says what is missing in Stripe's own words", () => {
    expect(messages({ number: '', expiry: '', cvc: '' })).toEqual([
      CARD_MESSAGES.numberIncomplete,
      CARD_MESSAGES.expiryIncomplete,
      CARD_MESSAGES.cvcIncomplete,
    ])
  })

  it('refuses a number that fails the checksum', () => {
    expect(messages({ number: '4242 4242 4242 4241', expiry: '12 / 30', cvc: '123' })).toEqual([
      CARD_MESSAGES.numberInvalid,
    ])
  })

  it('refuses month 13 and a month already over', () => {
    expect(messages({ number: '4242424242424242', expiry: '13 / 30', cvc: '123' })).toEqual([
      CARD_MESSAGES.expiryMonthInvalid,
    ])
    expect(messages({ number: '4242424242424242', expiry: '10 / 26', cvc: '123' })).toEqual([
      CARD_MESSAGES.expiryPast,
    ])
  })

  it('accepts a card that expires this month', () => {
    expect(parse({ number: '4242424242424242', expiry: '11 / 26', cvc: '1234' }).success).toBe(true)
  })
})
