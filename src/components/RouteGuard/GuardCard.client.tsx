'use client'

import { type ReactNode, useId } from 'react'

import { Body, Card, type CardTone, Eyebrow, Heading, Pulse, Screen } from './GuardCard.styles'

type Props = {
  eyebrow: string
  title: string
  text: string
  tone?: CardTone
  /** Shows the progress line and announces the card politely, for the waiting states. */
  busy?: boolean
  children?: ReactNode
}

export function GuardCard({
  eyebrow,
  title,
  text,
  tone = 'accent',
  busy = false,
  children,
}: Props) {
  const titleId = useId()
  return (
    <Screen>
      <Card
        $tone={tone}
        aria-labelledby={titleId}
        role={busy ? 'status' : undefined}
        aria-busy={busy || undefined}
      >
        <Eyebrow>{eyebrow}</Eyebrow>
        <Heading id={titleId}>{title}</Heading>
        <Body>{text}</Body>
        {busy ? <Pulse aria-hidden="true" /> : null}
        {children}
      </Card>
    </Screen>
  )
}
