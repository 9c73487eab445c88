'use client'

import styled, { css } from 'styled-components'

import { statusTone, type StatusTone } from './purchaseStats'

/** A purchase's status; the dot and the word carry it, not the colour alone. */
export function StatusBadge({ status }: { status: string | null | undefined }) {
  return (
    <Badge $tone={statusTone(status ?? '')}>
      <span aria-hidden="true" />
      {status || 'unknown'}
    </Badge>
  )
}

const tones = {
  success: css`
    background: rgba(34, 197, 94, 0.12);
    color: #4ade80;
  `,
  pending: css`
    background: rgba(245, 197, 66, 0.12);
    color: ${({ theme }) => theme.colors.gold};
  `,
  failure: css`
    background: rgba(239, 68, 68, 0.14);
    color: #ff8080;
  `,
}

const Badge = styled.span<{ $tone: StatusTone }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 4px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
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
