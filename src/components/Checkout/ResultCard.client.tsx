'use client'

import { type ReactNode, useId } from 'react'
import styled, { keyframes } from 'styled-components'

import { Icon } from '@/components/Primitives/Icon'
import { theme } from '@/styles/theme'

export type ResultTone = 'accent' | 'success' | 'danger'
type Mark = 'check' | 'alert' | 'disc' | 'busy'

type Props = {
  tone?: ResultTone
  mark: Mark
  eyebrow: string
  title: string
  children?: ReactNode
  /** The buttons at the bottom. */
  actions?: ReactNode
}

/**
 * One centred card that tells how a purchase stands: waiting, done, or why not. The waiting
 * card is a polite live region, so the outcome replacing it is announced; the title is the
 * page's heading.
 */
export function ResultCard({ tone = 'accent', mark, eyebrow, title, children, actions }: Props) {
  const titleId = useId()
  const busy = mark === 'busy'
  return (
    <Card
      $tone={tone}
      aria-labelledby={titleId}
      role={busy ? 'status' : undefined}
      aria-busy={busy || undefined}
    >
      <Badge $tone={tone} aria-hidden="true">
        {busy ? <Spinner /> : <MarkIcon mark={mark} />}
      </Badge>
      <Eyebrow>{eyebrow}</Eyebrow>
      <Heading id={titleId}>{title}</Heading>
      {children && <Body>{children}</Body>}
      {actions && <Actions>{actions}</Actions>}
    </Card>
  )
}

function MarkIcon({ mark }: { mark: Exclude<Mark, 'busy'> }) {
  switch (mark) {
    case 'check':
      return (
        <Icon width="34" height="34" strokeWidth="2.6">
          <path d="M5 12.5l4.5 4.5L19 7.5" />
        </Icon>
      )
    case 'alert':
      return (
        <Icon width="34" height="34" strokeWidth="2.4">
          <path d="M12 7v6M12 17h.01" />
        </Icon>
      )
    case 'disc':
      return (
        <Icon width="34" height="34" strokeWidth="2">
          <circle cx="12" cy="12" r="9" />
          <circle cx="12" cy="12" r="2.5" />
        </Icon>
      )
  }
}

const Card = styled.section<{ $tone: ResultTone }>`
  position: relative;
  width: 100%;
  max-width: 560px;
  margin: 0 auto;
  padding: ${`${theme.space(12)} ${theme.space(5)} ${theme.space(10)}`};
  overflow: hidden;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background:
    radial-gradient(
      120% 70% at 50% 0%,
      color-mix(in srgb, ${({ $tone }) => theme.colors[$tone]} 16%, transparent),
      transparent 70%
    ),
    ${theme.colors.surface};
  box-shadow: 0 30px 80px rgb(0 0 0 / 0.5);
  text-align: center;

  /* A hard colour edge: the card's one loud detail, as on the route guard's cards. */
  &::before {
    content: '';
    position: absolute;
    inset: 0 0 auto;
    height: 4px;
    background: ${({ $tone }) =>
      $tone === 'accent'
        ? `linear-gradient(90deg, ${theme.colors.accent}, ${theme.colors.gold})`
        : theme.colors[$tone]};
  }

  @media (min-width: ${theme.breakpoints.md}) {
    padding: ${`${theme.space(14)} ${theme.space(10)} ${theme.space(12)}`};
  }
`

const Badge = styled.div<{ $tone: ResultTone }>`
  display: grid;
  place-items: center;
  width: 72px;
  height: 72px;
  margin: 0 auto ${theme.space(6)};
  border: 2px solid ${({ $tone }) => theme.colors[$tone]};
  border-radius: 50%;
  background: color-mix(in srgb, ${({ $tone }) => theme.colors[$tone]} 14%, transparent);
  color: ${({ $tone }) =>
    $tone === 'success'
      ? theme.colors.success
      : $tone === 'danger'
        ? '#ff8080'
        : theme.colors.accentText};
`

const spin = keyframes`
  to { transform: rotate(360deg); }
`

const Spinner = styled.span`
  width: 34px;
  height: 34px;
  border: 3px solid ${theme.colors.border};
  border-top-color: currentColor;
  border-radius: 50%;
  animation: ${spin} 800ms linear infinite;

  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`

const Eyebrow = styled.p`
  margin: 0 0 ${theme.space(3)};
  color: ${theme.colors.muted};
  font-size: 0.75rem;
  font-weight: 700;
  letter-spacing: 0.3em;
  text-transform: uppercase;
`

const Heading = styled.h1`
  margin: 0;
  font-family: ${theme.fonts.display};
  font-size: clamp(1.7rem, 6vw, 2.5rem);
  line-height: 1.05;
  letter-spacing: 0.01em;
  text-transform: uppercase;
  overflow-wrap: anywhere;
`

const Body = styled.div`
  display: grid;
  gap: ${theme.space(4)};
  margin-top: ${theme.space(4)};
  color: ${theme.colors.muted};

  p {
    margin: 0;
  }

  strong {
    color: ${theme.colors.text};
  }
`

// Side by side when they fit, else full width one under another.
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space(3)};
  margin-top: ${theme.space(8)};

  > * {
    flex: 1 1 200px;
  }

  @media (min-width: ${theme.breakpoints.md}) {
    > * {
      flex: 0 1 auto;
    }
  }
`
