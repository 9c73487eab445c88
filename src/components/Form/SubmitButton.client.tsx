'use client'

import type { ComponentProps } from 'react'

import { Button } from './buttons'

type Props = Omit<ComponentProps<'button'>, 'type' | 'ref'> & {
  pending: boolean
  pendingLabel: string
}

/**
 * The full-width submit of an auth card. It is disabled while the request (or the page change
 * after it) runs, and says so to screen readers with aria-busy.
 */
export function SubmitButton({ pending, pendingLabel, disabled, children, ...button }: Props) {
  return (
    <Button
      {...button}
      type="submit"
      $size="lg"
      $block
      disabled={pending || disabled}
      aria-busy={pending}
    >
      {pending ? pendingLabel : children}
    </Button>
  )
}
