'use client'

import styled from 'styled-components'
import { theme } from '@/styles/theme'

type Props = {
  questions: readonly string[]
  disabled: boolean
  onPick: (question: string) => void
  /** Smaller, so the widget's three fit in two rows. */
  compact: boolean
}

/** Ready-made questions; off while a reply is on its way (spec §4). */
export function QuestionChips({ questions, disabled, onPick, compact }: Props) {
  return (
    <Chips role="group" aria-label="Suggested questions">
      {questions.map((question) => (
        <Chip
          key={question}
          type="button"
          disabled={disabled}
          onClick={() => onPick(question)}
          $compact={compact}
        >
          {question}
        </Chip>
      ))}
    </Chips>
  )
}

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
`

const Chip = styled.button<{ $compact: boolean }>`
  min-height: ${({ $compact }) => ($compact ? 34 : 36)}px;
  padding: ${({ $compact }) => `${theme.space(1)} ${theme.space($compact ? 3 : 4)}`};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.pill};
  background: rgba(255, 255, 255, 0.04);
  color: ${theme.colors.text};
  font: inherit;
  font-size: ${({ $compact }) => ($compact ? 0.78 : 0.82)}rem;
  font-weight: 600;
  text-align: left;
  cursor: pointer;
  transition:
    border-color 150ms ease,
    background 150ms ease,
    color 150ms ease;

  &:hover:not(:disabled) {
    border-color: ${theme.colors.accentText};
    background: rgba(225, 29, 72, 0.12);
  }

  &:focus-visible {
    outline: 2px solid ${theme.colors.text};
    outline-offset: 2px;
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.45;
  }
`
