'use client'

import type { ReactNode } from 'react'

import { ButtonLink } from '@/components/Form/buttons'
import { Stack } from '@/components/Primitives/Stack'

import { Notice } from './primitives'

type Props = {
  tone: 'info' | 'success' | 'danger'
  /** The way on, e.g. back to sign in. */
  href: string
  action: string
  children: ReactNode
}

/** What replaces a password form once it is done (or cannot start): the message, then the way on. */
export function FormOutcome({ tone, href, action, children }: Props) {
  return (
    <Stack $gap={5}>
      {/* A refusal interrupts; a result waits until the screen reader is idle. */}
      <Notice $tone={tone} role={tone === 'danger' ? 'alert' : 'status'}>
        {children}
      </Notice>
      <ButtonLink href={href} $size="lg" $block>
        {action}
      </ButtonLink>
    </Stack>
  )
}
