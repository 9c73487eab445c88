'use client'

import { useState } from 'react'
import styled from 'styled-components'

import { errorMessage } from '@/components/Form/errorMessage'
import { Icon } from '@/components/Primitives/Icon'
import { VisuallyHidden } from '@/components/Primitives/VisuallyHidden'
import { toast } from '@/components/Toast/useToast'
import { apiFetch } from '@/lib/api/client'
import { theme } from '@/styles/theme'

/**
 * 'Resend receipt': asks the server to e-mail a purchase's receipt again (the member's own from
 * the dashboard, any member's from the console) and says where it went, or why not.
 */
export function ResendReceiptButton({
  path,
  title,
}: {
  /** POST /api/user/purchases/{id}/receipt or /api/admin/purchases/{id}/receipt. */
  path: string
  /** The track, for screen readers: several rows each have this button. */
  title: string
}) {
  const [sending, setSending] = useState(false)

  const resend = async () => {
    if (sending) return
    setSending(true)
    try {
      const { message } = await apiFetch<{ message: string }>(path, { method: 'POST' })
      toast({ title: 'Receipt Sent', description: message })
    } catch (error) {
      toast({ variant: 'destructive', title: 'Receipt Not Sent', description: errorMessage(error) })
    } finally {
      setSending(false)
    }
  }

  return (
    <LinkButton type="button" aria-disabled={sending || undefined} onClick={resend}>
      <Icon width="14" height="14">
        <path d="M4 6h16v12H4zM4 7l8 6 8-6" />
      </Icon>
      {sending ? 'Sending…' : 'Resend receipt'}
      <VisuallyHidden> for {title}</VisuallyHidden>
    </LinkButton>
  )
}

// A quiet text action under the row's facts, not a second call to action beside Download.
const LinkButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-self: start;
  gap: ${theme.space(1)};
  width: fit-content;
  min-height: 24px;
  padding: 0;
  border: 0;
  background: none;
  color: ${theme.colors.muted};
  font: inherit;
  font-size: 0.85rem;
  text-decoration: underline;
  text-decoration-color: ${theme.colors.border};
  text-underline-offset: 3px;
  cursor: pointer;

  &:hover {
    color: ${theme.colors.text};
    text-decoration-color: currentColor;
  }

  &[aria-disabled='true'] {
    cursor: progress;
  }
`
