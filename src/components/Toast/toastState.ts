/**
 * The toast list as a pure reducer, so the rules of spec §4 "Toasts" (one visible, update,
 * dismiss, remove) can be tested without a browser. Timers live in the store, not here.
 */
export const TOAST_LIMIT = 1
export const TOAST_REMOVE_DELAY = 1_000_000
export const TOAST_DEFAULT_DURATION = 5_000
export const TOAST_SWIPE_THRESHOLD = 50

export type ToastVariant = 'default' | 'destructive'

export type ToastProps = {
  title: string
  description?: string
  variant?: ToastVariant
  /** Milliseconds before it closes by itself; `Infinity` keeps it until dismissed. */
  duration?: number
  /**
   * What the toast is about (the button it points to, the form that failed): the toast is
   * placed where it does not cover it.
   */
  avoid?: Element | null
}

export type ToastRecord = {
  id: string
  title: string
  description?: string
  variant: ToastVariant
  duration: number
  /** False once dismissed: it is no longer shown but stays in memory until removed. */
  open: boolean
  avoid?: Element | null
}

export type ToastState = { toasts: ToastRecord[] }

export type ToastAction =
  | { type: 'add'; toast: ToastRecord }
  | { type: 'update'; id: string; props: Partial<ToastProps> }
  | { type: 'dismiss'; id?: string }
  | { type: 'remove'; id?: string }

export const initialToastState: ToastState = { toasts: [] }

export const toRecord = (id: string, props: ToastProps): ToastRecord => ({
  id,
  title: props.title,
  description: props.description,
  variant: props.variant ?? 'default',
  duration: props.duration ?? TOAST_DEFAULT_DURATION,
  open: true,
  avoid: props.avoid ?? null,
})

const withoutUndefined = (props: Partial<ToastProps>): Partial<ToastProps> =>
  Object.fromEntries(Object.entries(props).filter(([, value]) => value !== undefined))

/** Leaving out `id` in dismiss or remove applies to every toast. */
export function toastReducer(state: ToastState, action: ToastAction): ToastState {
  switch (action.type) {
    case 'add':
      // Newest first; anything past the limit is dropped, so a new toast replaces the old one.
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) }
    case 'update':
      return {
        toasts: state.toasts.map((toast) =>
          toast.id === action.id ? { ...toast, ...withoutUndefined(action.props) } : toast,
        ),
      }
    case 'dismiss':
      return {
        toasts: state.toasts.map((toast) =>
          action.id === undefined || toast.id === action.id ? { ...toast, open: false } : toast,
        ),
      }
    case 'remove':
      return {
        toasts:
          action.id === undefined ? [] : state.toasts.filter((toast) => toast.id !== action.id),
      }
  }
}
