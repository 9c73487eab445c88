import { z } from 'zod'

import type { TestCard } from '@/lib/stripe/testModeClient'

/*
 * The test-mode card form: how its fields format while typing and what they accept. The
 * messages are Stripe's own, so the form reads the same as the real payment element.
 */

const digitsOf = (value: string) => value.replace(/\D/g, '')

/** '4242424242424242' → '4242 4242 4242 4242' (groups of four, at most 19 digits). */
export const formatCardNumber = (value: string): string =>
  digitsOf(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ')

/**
 * 'MMYY' → 'MM / YY'. A first digit above 1 can only be a one-digit month, so it becomes
 * '0x'; the separator appears once the year starts, so backspace is never blocked by it.
 */
export const formatExpiry = (value: string): string => {
  let digits = digitsOf(value)
  if (/^[2-9]/.test(digits)) digits = `0${digits}`
  digits = digits.slice(0, 4)
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits
}

export const formatCvc = (value: string): string => digitsOf(value).slice(0, 4)

/**
 * Reformats an input's value and finds where the caret belongs afterwards: behind the same
 * number of digits as before, so an edit in the middle of a card number does not jump to its end.
 */
export const reformat = (
  value: string,
  caret: number,
  format: (value: string) => string,
): { value: string; caret: number } => {
  const next = format(value)
  // Typing at the end stays at the end, past any separator or month zero the format added.
  if (caret >= value.length) return { value: next, caret: next.length }
  let digitsBefore = digitsOf(value.slice(0, caret)).length
  let position = 0
  while (position < next.length && digitsBefore > 0) {
    if (/\d/.test(next[position])) digitsBefore -= 1
    position += 1
  }
  return { value: next, caret: position }
}

/** The Luhn checksum every card number carries in its last digit. */
export const passesLuhn = (digits: string): boolean => {
  let sum = 0
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index])
    if (index % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return digits.length > 0 && sum % 10 === 0
}

export const CARD_MESSAGES = {
  numberIncomplete: 'Your card number is incomplete.',
  numberInvalid: 'Your card number is invalid.',
  expiryIncomplete: "Your card's expiration date is incomplete.",
  expiryMonthInvalid: "Your card's expiration month is invalid.",
  expiryPast: "Your card's expiration date is in the past.",
  cvcIncomplete: "Your card's security code is incomplete.",
} as const

export type CardFormValues = { number: string; expiry: string; cvc: string }

/** The form's schema; `now` decides which expiry dates are already in the past. */
export const cardFormSchema = (now: Date = new Date()) =>
  z
    .object({
      number: z.string().superRefine((value, ctx) => {
        const digits = digitsOf(value)
        if (digits.length < 13)
          ctx.addIssue({ code: 'custom', message: CARD_MESSAGES.numberIncomplete })
        else if (!passesLuhn(digits)) {
          ctx.addIssue({ code: 'custom', message: CARD_MESSAGES.numberInvalid })
        }
      }),
      expiry: z.string().superRefine((value, ctx) => {
        const match = /^(\d{2}) ?\/ ?(\d{2})$/.exec(value.trim())
        if (!match) return ctx.addIssue({ code: 'custom', message: CARD_MESSAGES.expiryIncomplete })
        const month = Number(match[1])
        const year = 2000 + Number(match[2])
        if (month < 1 || month > 12) {
          return ctx.addIssue({ code: 'custom', message: CARD_MESSAGES.expiryMonthInvalid })
        }
        const thisMonth = now.getFullYear() * 12 + now.getMonth()
        if (year * 12 + (month - 1) < thisMonth) {
          ctx.addIssue({ code: 'custom', message: CARD_MESSAGES.expiryPast })
        }
      }),
      cvc: z.string().regex(/^\d{3,4}$/, { message: CARD_MESSAGES.cvcIncomplete }),
    })
    .transform(({ number, expiry, cvc }): TestCard => ({
      number: digitsOf(number),
      expMonth: Number(expiry.slice(0, 2)),
      expYear: 2000 + Number(digitsOf(expiry).slice(2, 4)),
      cvc,
    }))
