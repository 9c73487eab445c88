import { describe, expect, it } from 'vitest'

import {
  type Box,
  choosePlacement,
  overlaps,
  preferredPlacement,
} from '../../src/components/Toast/placement'

const box = (top: number, bottom: number, left = 860, right = 1280): Box => ({
  top,
  bottom,
  left,
  right,
})
// Where a toast lands on a 1280×800 screen on each side.
const measured = { top: box(72, 180), bottom: box(620, 728) }
const measure = (side: 'top' | 'bottom') => measured[side]

describe('where a toast is placed', () => {
  it('prefers the top on wide screens and the bottom on phones', () => {
    expect(preferredPlacement(true)).toBe('top')
    expect(preferredPlacement(false)).toBe('bottom')
    expect(choosePlacement('top', null, measure)).toBe('top')
  })

  it('moves to the other side when it would cover what it is about', () => {
    const buyButtonNearTheTop = box(120, 160, 1100, 1200)
    expect(choosePlacement('top', buyButtonNearTheTop, measure)).toBe('bottom')
    const buyButtonNearTheBottom = box(650, 690, 1100, 1200)
    expect(choosePlacement('bottom', buyButtonNearTheBottom, measure)).toBe('top')
  })

  it('stays where it prefers when it covers nothing, or when both sides would', () => {
    expect(choosePlacement('top', box(400, 440, 1100, 1200), measure)).toBe('top')
    expect(choosePlacement('top', box(100, 700), measure)).toBe('top')
  })

  it('counts touching edges as clear', () => {
    expect(overlaps(box(0, 10), box(10, 20))).toBe(false)
    expect(overlaps(box(0, 10, 0, 10), box(0, 10, 10, 20))).toBe(false)
    expect(overlaps(box(0, 11), box(10, 20))).toBe(true)
  })
})
