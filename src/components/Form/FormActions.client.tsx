'use client'

import { Button } from './buttons'
import { Actions } from './layout'

type Props = {
  busy: boolean
  label: string
  busyLabel: string
  tone?: 'primary' | 'danger'
  /** Shown as a Cancel button when the form is a step that can be left. */
  onCancel?: () => void
}

/**
 * The submit (and cancel) row of an account form. While the request runs the submit is only
 * aria-disabled (submitOnce ignores repeats), so keyboard focus stays on it.
 */
export function FormActions({ busy, label, busyLabel, tone = 'primary', onCancel }: Props) {
  return (
    <Actions>
      <Button type="submit" $tone={tone} aria-disabled={busy || undefined}>
        {busy ? busyLabel : label}
      </Button>
      {onCancel && (
        <Button type="button" $tone="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      )}
    </Actions>
  )
}
