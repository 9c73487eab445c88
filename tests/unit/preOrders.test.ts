import { describe, expect, it } from 'vitest'

import { isPreOrder, opensAt } from '@/lib/commerce/preOrders'

describe('when a release opens', () => {
  it('opens at the start (UTC) of the day it is dated, whatever time the date carries', () => {
    // A day picked in New York is saved at noon there: 17:00 UTC.
    expect(opensAt('2026-12-26T17:00:00.000Z').toISOString()).toBe('2026-12-26T00:00:00.000Z')
    expect(opensAt('2026-12-26T00:00:00.000Z').toISOString()).toBe('2026-12-26T00:00:00.000Z')
  })

  it('is out all of its day, and a pre-order until the day before ends', () => {
    const dated = '2026-12-26T17:00:00.000Z'
    expect(isPreOrder(dated, new Date('2026-12-26T09:00:00.000Z'))).toBe(false)
    expect(isPreOrder(dated, new Date('2026-12-25T23:59:59.000Z'))).toBe(true)
    expect(isPreOrder(null)).toBe(false)
  })
})
