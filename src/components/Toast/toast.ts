import {
  initialToastState,
  TOAST_REMOVE_DELAY,
  type ToastAction,
  type ToastProps,
  toastReducer,
  type ToastState,
  toRecord,
} from './toastState'

/**
 * One store per browser tab, outside React, so `toast()` works from any handler, hook or module
 * without a provider. The server never reads it (see `getServerSnapshot` in useToast).
 */
let state: ToastState = initialToastState
let counter = 0
const listeners = new Set<() => void>()
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>()

const scheduleRemoval = (id: string) => {
  if (removalTimers.has(id)) return
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id)
      dispatch({ type: 'remove', id })
    }, TOAST_REMOVE_DELAY),
  )
}

function dispatch(action: ToastAction) {
  state = toastReducer(state, action)
  if (action.type === 'dismiss') {
    for (const toast of state.toasts) if (!toast.open) scheduleRemoval(toast.id)
  }
  // A toast pushed out by a newer one, or removed early, needs no removal timer any more.
  for (const [id, timer] of removalTimers) {
    if (!state.toasts.some((toast) => toast.id === id)) {
      clearTimeout(timer)
      removalTimers.delete(id)
    }
  }
  for (const listener of listeners) listener()
}

export const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export const getSnapshot = (): ToastState => state

/** Closes one toast at once, or every toast when no id is given. */
export const dismiss = (id?: string) => dispatch({ type: 'dismiss', id })

export type ToastHandle = {
  id: string
  dismiss: () => void
  update: (props: Partial<ToastProps>) => void
}

export function toast(props: ToastProps): ToastHandle {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER
  const id = `toast-${counter}`
  dispatch({ type: 'add', toast: toRecord(id, props) })
  return {
    id,
    dismiss: () => dismiss(id),
    update: (next) => dispatch({ type: 'update', id, props: next }),
  }
}

export {
  TOAST_DEFAULT_DURATION,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  TOAST_SWIPE_THRESHOLD,
  type ToastProps,
  type ToastRecord,
  type ToastVariant,
} from './toastState'
