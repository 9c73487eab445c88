'use client'

import type { ReactNode } from 'react'
import styled from 'styled-components'

import { Icon } from './Icon'
import { theme } from '@/styles/theme'

type StatCardProps = { testId: string; label: string; value: string; icon: ReactNode }

/** One figure with its label and icon: the dashboard's stats and the admin console's counters. */
export function StatCard({ testId, label, value, icon }: StatCardProps) {
  return (
    <Card data-testid={testId}>
      <Glyph aria-hidden="true">
        <Icon width="20" height="20">
          {icon}
        </Icon>
      </Glyph>
      <Label>{label}</Label>
      <Value>{value}</Value>
    </Card>
  )
}

/** The list around StatCards: one column on phones, `$columns` (default 3) from md up. */
export const StatGrid = styled.ul<{ $columns?: number }>`
  display: grid;
  gap: ${theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;

  @media (min-width: ${theme.breakpoints.md}) {
    grid-template-columns: repeat(${({ $columns = 3 }) => $columns}, minmax(0, 1fr));
    gap: ${theme.space(5)};
  }
`

// Phones: icon, label and figure on one line; wider: stacked, the figure large.
const Card = styled.li`
  position: relative;
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: center;
  gap: ${theme.space(4)};
  padding: ${`${theme.space(4)} ${theme.space(5)}`};
  overflow: hidden;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background:
    radial-gradient(120% 90% at 100% 0%, rgba(225, 29, 72, 0.14), transparent 60%),
    ${theme.colors.surface};

  &::before {
    content: '';
    position: absolute;
    inset: 0 auto 0 0;
    width: 3px;
    background: linear-gradient(180deg, ${theme.colors.accent}, ${theme.colors.gold});
  }

  @media (min-width: ${theme.breakpoints.md}) {
    grid-template-columns: minmax(0, 1fr) auto;
    grid-template-areas:
      'label glyph'
      'value value';
    gap: ${theme.space(4)};
    padding: ${theme.space(6)};
  }
`

const Glyph = styled.span`
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surfaceRaised};
  color: ${theme.colors.accentText};

  @media (min-width: ${theme.breakpoints.md}) {
    grid-area: glyph;
  }
`

const Label = styled.p`
  margin: 0;
  color: ${theme.colors.muted};
  font-size: 0.9rem;
  font-weight: 600;

  @media (min-width: ${theme.breakpoints.md}) {
    grid-area: label;
  }
`

const Value = styled.p`
  margin: 0;
  font-family: ${theme.fonts.display};
  font-size: 1.6rem;
  line-height: 1;

  @media (min-width: ${theme.breakpoints.md}) {
    grid-area: value;
    font-size: clamp(2rem, 3.5vw, 2.8rem);
  }
`
