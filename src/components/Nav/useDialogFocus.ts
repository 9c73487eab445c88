import { type KeyboardEvent, type RefObject, useEffect } from 'react'

const FOCUSABLE =
  'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])'

/**
 * Modal focus for the mobile menu: on opening focus moves to the first control inside, Tab
 * stays inside while it is open, and on closing focus goes back to the button that opened it.
 */
export function useDialogFocus(
  open: boolean,
  panel: RefObject<HTMLElement | null>,
  opener: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    const element = panel.current
    if (!open || !element) return
    element.querySelector<HTMLElement>(FOCUSABLE)?.focus()
    const returnTo = opener.current
    return () => {
      const active = document.activeElement
      if (!active || active === document.body || element.contains(active)) returnTo?.focus()
    }
  }, [open, panel, opener])

  return (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Tab' || !panel.current) return
    const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)]
    if (items.length === 0) return
    const first = items[0]
    const last = items[items.length - 1]
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }
}
