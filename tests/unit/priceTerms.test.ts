import { describe, expect, it } from 'vitest'

import { chooseAmount, fitsTerms, termsOf, termsProblem } from '@/lib/commerce/priceTerms'

const nyp = { priceMode: 'name-your-price' as const, price: 5, suggestedPrice: 8, maximumPrice: 50 }

describe('price terms', () => {
  it('reads a fixed price, and name-your-price with its defaults', () => {
    expect(termsOf({ price: '1.99' })).toEqual({ mode: 'fixed', cents: 199 })
    expect(termsOf(nyp)).toEqual({
      mode: 'name-your-price',
      minimumCents: 500,
      suggestedCents: 800,
      maximumCents: 5000,
    })
    // No suggested amount or maximum saved: the minimum (at least $0.50) and $100.
    expect(termsOf({ priceMode: 'name-your-price', price: 0 })).toMatchObject({
      suggestedCents: 50,
      maximumCents: 10000,
    })
  })

  it.each([
    [undefined, 800],
    ['7', 700],
    ['7.5', 750],
    ['7.50', 750],
    [' 50 ', 5000],
    ['5', 500],
  ])('takes %j within the terms as %i cents', (amount, cents) => {
    expect(chooseAmount(termsOf(nyp), amount)).toEqual({ ok: true, cents })
  })

  it.each([
    ['abc', 400],
    ['1.234', 400],
    ['-1', 400],
    ['1e3', 400],
    ['', 400],
    ['4.99', 400],
    ['50.01', 400],
  ])('refuses %j with %i', (amount, status) => {
    expect(chooseAmount(termsOf(nyp), amount)).toMatchObject({ ok: false, status })
  })

  it('takes $0 or at least $0.50 where the minimum is $0', () => {
    const terms = termsOf({ priceMode: 'name-your-price', price: 0, suggestedPrice: 3 })
    expect(chooseAmount(terms, '0')).toEqual({ ok: true, cents: 0 })
    expect(chooseAmount(terms, '0.30')).toMatchObject({ ok: false, status: 400 })
    expect(chooseAmount(terms, '0.50')).toEqual({ ok: true, cents: 50 })
  })

  it('keeps a fixed price: the same amount or none, any other is a 409', () => {
    const terms = termsOf({ price: 1.99 })
    expect(chooseAmount(terms, undefined)).toEqual({ ok: true, cents: 199 })
    expect(chooseAmount(terms, '1.99')).toEqual({ ok: true, cents: 199 })
    expect(chooseAmount(terms, '0.01')).toMatchObject({ ok: false, status: 409 })
  })

  it('checks a paid amount against the terms (a purchase rebuilt from Stripe)', () => {
    expect(fitsTerms(termsOf(nyp), 700)).toBe(true)
    expect(fitsTerms(termsOf(nyp), 499)).toBe(false)
    expect(fitsTerms(termsOf(nyp), 5001)).toBe(false)
    expect(fitsTerms(termsOf({ price: 1.99 }), 199)).toBe(true)
    expect(fitsTerms(termsOf({ price: 1.99 }), 200)).toBe(false)
  })

  it('lets an editor save only terms a card can pay', () => {
    expect(termsProblem({ price: 0.3 })).toBeNull()
    expect(termsProblem({ ...nyp, price: 0.3 })).toMatch(/minimum/)
    expect(termsProblem({ ...nyp, suggestedPrice: 4 })).toMatch(/suggested/)
    expect(termsProblem({ ...nyp, suggestedPrice: 0.3, price: 0 })).toMatch(/suggested/)
    expect(termsProblem({ ...nyp, maximumPrice: 7 })).toMatch(/maximum/)
    expect(termsProblem(nyp)).toBeNull()
  })
})
