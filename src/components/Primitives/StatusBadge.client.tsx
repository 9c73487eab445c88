'use client'

import type { ReactNode } from 'react'
import styled, { css } from 'styled-components'

import { type BadgeTone, statusTone } from './badgeTone'
import { theme } from '@/styles/theme'

/** A short status word in a pill; the dot and the word carry it, not the colour alone. */
export function ToneBadge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return (
    <Badge $tone={tone}>
      <span aria-hidden="true" />
      {children}
    </Badge>
  )
}

/** A purchase's status. */
export function StatusBadge({ status }: { status: string | null | undefined }) {
  return <ToneBadge tone={statusTone(status ?? '')}>{status || 'unknown'}</ToneBadge>
}

const gold = css`
  background: rgba(245, 197, 66, 0.12);
  color: ${theme.colors.gold};
`

const tones = {
  success: css`
    background: rgba(34, 197, 94, 0.12);
    color: #4ade80;
  `,
  pending: gold,
  gold,
  failure: css`
    background: rgba(239, 68, 68, 0.14);
    color: #ff8080;
  `,
  neutral: css`
    background: ${theme.colors.surfaceRaised};
    color: ${theme.colors.muted};
  `,
  accent: css`
    background: rgba(255, 45, 85, 0.14);
    color: ${theme.colors.accentText};
  `,
  info: css`
    background: rgba(96, 165, 250, 0.14);
    color: #8ec5ff;
  `,
}

const Badge = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 4px 10px;
  border-radius: ${theme.radii.pill};
  font-size: 0.7rem;
  font-weight: 800;
  letter-spacing: 0.1em;
  text-transform: uppercase;
  white-space: nowrap;
  ${({ $tone }) => tones[$tone]}

  span {
    width: 6px;
    height: 6px;
    border-radius: 50%;
    background: currentColor;
  }
`
