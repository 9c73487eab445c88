'use client'

import { type ComponentProps, useId } from 'react'
import styled from 'styled-components'
import { theme } from '@/styles/theme'

type Option = { value: string; label: string; disabled?: boolean }

type Props = Omit<ComponentProps<'select'>, 'id' | 'children'> & {
  label: string
  options: readonly Option[]
}

/** A labelled native select in the look of components/Form's text fields. */
export function SelectField({ label, options, ...select }: Props) {
  const id = useId()
  return (
    <Wrap>
      <Label htmlFor={id}>{label}</Label>
      <Frame>
        <Select {...select} id={id}>
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </Select>
        <Chevron aria-hidden="true" viewBox="0 0 24 24">
          <path d="m6 9 6 6 6-6" />
        </Chevron>
      </Frame>
    </Wrap>
  )
}

const Wrap = styled.div`
  display: grid;
  gap: ${theme.space(2)};
  min-width: 0;
`

const Label = styled.label`
  color: ${theme.colors.text};
  font-size: 0.78rem;
  font-weight: 700;
  letter-spacing: 0.12em;
  text-transform: uppercase;
`

const Frame = styled.div`
  position: relative;
`

const Select = styled.select`
  width: 100%;
  min-height: 50px;
  padding: ${`0 ${theme.space(11)} 0 ${theme.space(4)}`};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.background};
  color: ${theme.colors.text};
  font: inherit;
  font-size: 1rem;
  text-transform: capitalize;
  appearance: none;
  cursor: pointer;
  transition:
    border-color 150ms ease,
    box-shadow 150ms ease;

  &:hover:not(:disabled) {
    border-color: #3a3a45;
  }

  &:focus-visible {
    outline: none;
    border-color: ${theme.colors.accent};
    box-shadow: 0 0 0 3px rgba(255, 45, 85, 0.3);
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }

  option {
    background: ${theme.colors.surfaceRaised};
    color: ${theme.colors.text};
  }
`

const Chevron = styled.svg`
  position: absolute;
  top: 50%;
  right: ${theme.space(4)};
  width: 18px;
  height: 18px;
  fill: none;
  stroke: ${theme.colors.muted};
  stroke-width: 2;
  stroke-linecap: round;
  stroke-linejoin: round;
  transform: translateY(-50%);
  pointer-events: none;
`
