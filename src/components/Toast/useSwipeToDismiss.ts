import { type PointerEvent, useRef, useState } from 'react'

import { TOAST_SWIPE_THRESHOLD } from './toastState'

/**
 * Lets a toast be dragged to the right with any pointer; released past the threshold it is
 * dismissed, otherwise it springs back. The offset goes straight into a CSS variable so a drag
 * does not re-render React on every pointer move.
 */
export function useSwipeToDismiss(onDismiss: () => void) {
  const start = useRef<{ x: number; pointerId: number } | null>(null)
  const offset = useRef(0)
  const [swiping, setSwiping] = useState(false)

  const setOffset = (element: HTMLElement, value: number) => {
    offset.current = value
    element.style.setProperty('--swipe-x', `${value}px`)
  }

  const end = (element: HTMLElement) => {
    const passed = offset.current > TOAST_SWIPE_THRESHOLD
    start.current = null
    setSwiping(false)
    setOffset(element, 0)
    if (passed) onDismiss()
  }

  return {
    swiping,
    handlers: {
      onPointerDown(event: PointerEvent<HTMLElement>) {
        // Buttons inside the toast keep their ordinary click.
        if (event.button !== 0 || (event.target as HTMLElement).closest('button')) return
        start.current = { x: event.clientX, pointerId: event.pointerId }
        event.currentTarget.setPointerCapture(event.pointerId)
        setSwiping(true)
      },
      onPointerMove(event: PointerEvent<HTMLElement>) {
        if (start.current?.pointerId !== event.pointerId) return
        setOffset(event.currentTarget, Math.max(0, event.clientX - start.current.x))
      },
      onPointerUp(event: PointerEvent<HTMLElement>) {
        if (start.current?.pointerId === event.pointerId) end(event.currentTarget)
      },
      onPointerCancel(event: PointerEvent<HTMLElement>) {
        if (start.current?.pointerId !== event.pointerId) return
        offset.current = 0
        end(event.currentTarget)
      },
    },
  }
}
