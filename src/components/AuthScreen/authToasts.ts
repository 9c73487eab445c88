import { dismiss, toast } from '@/components/Toast/useToast'

import { errorMessage } from './authMessages'

/** The failure toasts this screen has shown and not yet cleared. */
const shown = new Set<string>()

/** The submit button of the form an event came from: what a failure toast keeps in view. */
const submitButtonOf = (event?: { target: EventTarget | null }): Element | null =>
  event?.target instanceof HTMLFormElement
    ? event.target.querySelector('button[type="submit"]')
    : null

/**
 * A destructive toast for a failed attempt ('Login Failed' …), with the server's message, placed
 * clear of the form's submit button (the next attempt).
 */
export const failureToast = (
  title: string,
  error: unknown,
  event?: { target: EventTarget | null },
) => {
  const avoid = submitButtonOf(event)
  shown.add(toast({ title, description: errorMessage(error), variant: 'destructive', avoid }).id)
}

/**
 * Closes the failure toasts of earlier attempts: a new attempt, or a switch between signing in
 * and registering, starts clean. Other toasts (the 'Unauthorized' that sent someone here) stay.
 */
export const clearFailureToasts = () => {
  for (const id of shown) dismiss(id)
  shown.clear()
}

/** Wraps a form's submit handler so each attempt first clears the last one's failure. */
export const asNewAttempt =
  <Event>(submit: (event: Event) => Promise<void>) =>
  (event: Event) => {
    clearFailureToasts()
    return submit(event)
  }
