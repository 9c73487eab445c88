'use client'

import dynamic from 'next/dynamic'
import { useEffect, useLayoutEffect, useRef } from 'react'

import { choosePlacement, preferredPlacement, WIDE_SCREEN } from './placement'
import { useToast } from './useToast'
import styles from './Viewport.module.css'

// The server renders no toasts and many pages never show one, so a toast's code and styles load
// with the first toast instead of with every page.
const ToastItem = dynamic(() => import('./ToastItem.client').then((module) => module.ToastItem), {
  ssr: false,
})

/**
 * Tries each side on the viewport itself (a synchronous layout, before the browser paints) and
 * keeps the first where the toasts leave what they are about in view. The side is an attribute
 * React does not render: the stylesheet reads it, and nothing re-renders for it.
 */
function placeToasts(
  frame: HTMLElement | null,
  items: HTMLElement | null,
  avoid: Element | null,
): void {
  if (!frame || !items) return
  const preferred = preferredPlacement(window.matchMedia(WIDE_SCREEN).matches)
  const target = avoid?.isConnected ? avoid.getBoundingClientRect() : null
  frame.dataset.placement = choosePlacement(preferred, target, (side) => {
    frame.dataset.placement = side
    return items.getBoundingClientRect()
  })
}

/** The one place toasts appear; mount it once, in the site layout. */
export function Toaster() {
  const { toasts } = useToast()
  const viewport = useRef<HTMLDivElement>(null)
  const list = useRef<HTMLDivElement>(null)
  const shown = toasts.filter((toast) => toast.open)
  const avoid = shown[0]?.avoid ?? null

  useLayoutEffect(() => {
    placeToasts(viewport.current, list.current, avoid)
    // A toast's code arrives after its first render, and texts wrap differently: place again
    // whenever the list changes size.
    const items = list.current
    if (!items) return
    const observer = new ResizeObserver(() => placeToasts(viewport.current, items, avoid))
    observer.observe(items)
    return () => observer.disconnect()
  }, [avoid, shown.length])

  useEffect(() => {
    // F8 jumps to the notifications from anywhere, as the region's label promises.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'F8' || event.code === 'F8') {
        event.preventDefault()
        viewport.current?.focus()
      }
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [])

  return (
    <div
      ref={viewport}
      className={styles.viewport}
      role="region"
      aria-label="Notifications (F8)"
      tabIndex={-1}
    >
      <div ref={list} className={styles.list}>
        {shown.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </div>
    </div>
  )
}
