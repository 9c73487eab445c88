import { useSyncExternalStore } from 'react'

import { dismiss, getSnapshot, subscribe, toast } from './toast'
import { initialToastState, type ToastRecord } from './toastState'

// The server renders no toasts, so hydration always starts from the empty list.
const getServerSnapshot = () => initialToastState

/** The toasts of this tab (dismissed ones included, with `open: false`) and the two actions. */
export function useToast(): {
  toasts: ToastRecord[]
  toast: typeof toast
  dismiss: typeof dismiss
} {
  const { toasts } = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot)
  return { toasts, toast, dismiss }
}

// Callers outside React (and most inside) only need the function itself.
export { dismiss, toast, type ToastHandle } from './toast'
