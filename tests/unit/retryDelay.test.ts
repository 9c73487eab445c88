import { describe, expect, it } from 'vitest'

import { retryDelay } from '@/lib/db/retryDelay'

const times = { firstMs: 500, maxMs: 30_000 }

describe('the wait before reaching the database again', () => {
  it('doubles after each failure, from the first wait up to the longest', () => {
    const ceiling = (failures: number) => retryDelay(failures, times, () => 1)
    expect([0, 1, 2, 3, 6, 7, 50].map(ceiling)).toEqual([
      500, 1_000, 2_000, 4_000, 30_000, 30_000, 30_000,
    ])
  })

  it('is cut by up to half at random, so instances cut off together do not return together', () => {
    expect(retryDelay(2, times, () => 0)).toBe(1_000)
    expect(retryDelay(2, times, () => 0.5)).toBe(1_500)
    expect(retryDelay(100, times, () => 0)).toBe(15_000)
  })
})
