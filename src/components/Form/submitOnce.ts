import type { FormEvent } from 'react'

type Submit = (event: FormEvent<HTMLFormElement>) => Promise<void>

/**
 * Ignores a second submit while one runs. The submit button is only aria-disabled meanwhile:
 * a truly disabled button drops keyboard focus to the top of the page.
 */
export const submitOnce =
  (busy: boolean, submit: Submit) => (event: FormEvent<HTMLFormElement>) => {
    if (busy) event.preventDefault()
    else void submit(event)
  }
