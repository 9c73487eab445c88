import { type MouseEvent, useEffect, useRef } from 'react'

import { useScrollLock } from '@/components/Primitives/useScrollLock'

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(', ')

const focusables = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (item) => item.getClientRects().length > 0,
  )

/**
 * A modal dialog mounted only while open: focus moves to its first control, Tab and Shift+Tab
 * wrap around inside it (disabled controls, as a viewer's are, are skipped), Escape and a click
 * on the backdrop close it, the page behind does not scroll, and on closing focus goes back to
 * the control that opened it.
 *
 * Not a native <dialog> with showModal(): the top layer would sit above the site's toasts,
 * dimming the confirmation of a change and making the toast region inert. The keys are
 * handled on the document so they still work if focus has dropped to the body.
 */
export function useModalDialog(onClose: () => void) {
  const ref = useRef<HTMLDivElement>(null)
  const close = useRef(onClose)
  useScrollLock(true)

  useEffect(() => {
    close.current = onClose
  }, [onClose])

  useEffect(() => {
    const panel = ref.current
    if (!panel) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    ;(focusables(panel)[0] ?? panel).focus()

    const onKeyDown = (event: KeyboardEvent) => {
      const active = document.activeElement
      const inside = panel.contains(active)
      if (event.key === 'Escape') {
        // Escape on a toast closes the toast, not the dialog.
        if (!inside && active !== document.body) return
        event.preventDefault()
        close.current()
        return
      }
      if (event.key !== 'Tab') return
      const items = focusables(panel)
      if (items.length === 0) {
        event.preventDefault()
        panel.focus()
        return
      }
      const first = items[0]
      const last = items[items.length - 1]
      const lost = !items.includes(active as HTMLElement)
      if (event.shiftKey && (active === first || lost)) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && (active === last || lost)) {
        event.preventDefault()
        first.focus()
      }
    }

    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      if (opener?.isConnected) opener.focus()
    }
  }, [])

  // Only a press that starts and ends on the backdrop itself closes the dialog, so selecting
  // text inside and releasing outside does not.
  const pressedBackdrop = useRef(false)
  const backdrop = {
    onMouseDown: (event: MouseEvent<HTMLElement>) => {
      pressedBackdrop.current = event.target === event.currentTarget
    },
    onClick: (event: MouseEvent<HTMLElement>) => {
      if (pressedBackdrop.current && event.target === event.currentTarget) onClose()
      pressedBackdrop.current = false
    },
  }

  return { ref, backdrop }
}
