'use client'

import styled from 'styled-components'

import type { FilterOption, PhotoFilter } from './gallery'
import { theme } from '@/styles/theme'

type Props = {
  options: FilterOption[]
  active: PhotoFilter
  onChange: (filter: PhotoFilter) => void
}

/** Toggle buttons, not tabs: each one narrows the same grid, and aria-pressed says which. */
export function FilterBar({ options, active, onChange }: Props) {
  return (
    <Bar role="group" aria-label="Filter photos by category">
      {options.map((option) => (
        <Chip
          key={option.value}
          type="button"
          aria-pressed={option.value === active}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </Chip>
      ))}
    </Bar>
  )
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};

  @media (min-width: ${theme.breakpoints.md}) {
    gap: ${theme.space(3)};
  }
`

const Chip = styled.button`
  min-height: 40px;
  padding: ${`0 ${theme.space(4)}`};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.surface};
  color: ${theme.colors.muted};
  font: inherit;
  font-size: 0.78rem;
  font-weight: 800;
  letter-spacing: 0.12em;
  text-transform: uppercase;
  cursor: pointer;
  transition:
    background 150ms ease,
    border-color 150ms ease,
    color 150ms ease;

  &:hover {
    border-color: ${theme.colors.text};
    color: ${theme.colors.text};
  }

  &[aria-pressed='true'] {
    border-color: ${theme.colors.accent};
    background: ${theme.colors.accent};
    color: #fff;
  }

  &:focus-visible {
    outline: 2px solid ${theme.colors.text};
    outline-offset: 3px;
  }
`
