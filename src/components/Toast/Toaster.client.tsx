'use client'

import dynamic from 'next/dynamic'
import { useEffect, useRef } from 'react'

import { useToast } from './useToast'
import styles from './Viewport.module.css'

// The server renders no toasts and many pages never show one, so a toast's code and styles load
// with the first toast instead of with every page.
const ToastItem = dynamic(() => import('./ToastItem.client').then((module) => module.ToastItem), {
  ssr: false,
})

/** The one place toasts appear; mount it once, in the site layout. */
export function Toaster() {
  const { toasts } = useToast()
  const viewport = useRef<HTMLDivElement>(null)

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
      <div className={styles.list}>
        {toasts
          .filter((toast) => toast.open)
          .map((toast) => (
            <ToastItem key={toast.id} toast={toast} />
          ))}
      </div>
    </div>
  )
}
