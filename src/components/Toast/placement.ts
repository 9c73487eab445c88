/**
 * Where the toasts sit: at the top (below the navigation bar) on wide screens, at the bottom
 * (above the chat button) on phones, and on the other side when the preferred one would cover
 * what the toast is about.
 */
export type ToastPlacement = 'top' | 'bottom'

export type Box = Pick<DOMRectReadOnly, 'top' | 'right' | 'bottom' | 'left'>

/** The width from which toasts prefer the top, as the layout's own breakpoint. */
export const WIDE_SCREEN = '(min-width: 768px)'

export const preferredPlacement = (wide: boolean): ToastPlacement => (wide ? 'top' : 'bottom')

export const otherPlacement = (placement: ToastPlacement): ToastPlacement =>
  placement === 'top' ? 'bottom' : 'top'

export const overlaps = (a: Box, b: Box): boolean =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom

/**
 * The first placement, in order of preference, whose toast box (as `measure` finds it there)
 * leaves `avoid` uncovered; the preferred one when both would cover it or nothing is to avoid.
 */
export function choosePlacement(
  preferred: ToastPlacement,
  avoid: Box | null,
  measure: (placement: ToastPlacement) => Box,
): ToastPlacement {
  if (!avoid) return preferred
  for (const placement of [preferred, otherPlacement(preferred)]) {
    if (!overlaps(measure(placement), avoid)) return placement
  }
  return preferred
}
