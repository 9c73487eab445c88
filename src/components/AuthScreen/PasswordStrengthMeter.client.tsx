'use client'

import styled, { type DefaultTheme } from 'styled-components'

import { VisuallyHidden } from '@/components/Primitives/VisuallyHidden'
import {
  PASSWORD_CRITERIA,
  passwordStrength,
  type StrengthLabel,
} from '@/lib/validation/passwordStrength'

import { criterionLabel } from './authMessages'
import { theme } from '@/styles/theme'

const tone = (theme: DefaultTheme, label: StrengthLabel) =>
  ({
    Weak: theme.colors.danger,
    Fair: '#f59e0b',
    Good: theme.colors.gold,
    Strong: theme.colors.success,
  })[label]

const Wrap = styled.div`
  display: grid;
  gap: ${theme.space(3)};
  padding: ${theme.space(4)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: rgba(255, 255, 255, 0.02);
`

const Header = styled.div`
  display: flex;
  justify-content: space-between;
  font-size: 0.78rem;
  font-weight: 700;
  letter-spacing: 0.12em;
  text-transform: uppercase;
  color: ${theme.colors.muted};
`

const Level = styled.span<{ $label: StrengthLabel }>`
  color: ${({ $label }) => tone(theme, $label)};
`

const Track = styled.div`
  height: 6px;
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.surfaceRaised};
  overflow: hidden;
`

const Fill = styled.div<{ $label: StrengthLabel }>`
  height: 100%;
  border-radius: inherit;
  background: ${({ $label }) => tone(theme, $label)};
  transition:
    width 200ms ease,
    background 200ms ease;
`

const Checklist = styled.ul`
  display: grid;
  gap: ${theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 0.85rem;
`

const Criterion = styled.li<{ $met: boolean }>`
  display: flex;
  align-items: center;
  gap: ${theme.space(2)};
  color: ${({ $met }) => ($met ? theme.colors.text : theme.colors.muted)};
  &::before {
    content: '';
    flex: none;
    width: 14px;
    height: 14px;
    border-radius: 50%;
    border: 2px solid ${({ $met }) => ($met ? theme.colors.success : theme.colors.border)};
    background: ${({ $met }) => ($met ? theme.colors.success : 'transparent')};
    box-shadow: inset 0 0 0 2px ${theme.colors.surface};
  }
`

/** The score bar, its label and the five criteria, all from the shared strength rules. */
export function PasswordStrengthMeter({ password, id }: { password: string; id: string }) {
  const { score, label } = passwordStrength(password)
  return (
    <Wrap id={id}>
      <Header>
        <span id={`${id}-label`}>Password strength</span>
        {/* Announced as it changes, so typing without looking still tells how strong it is. */}
        <Level $label={label} aria-live="polite">
          {label}
        </Level>
      </Header>
      <Track
        role="meter"
        aria-labelledby={`${id}-label`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={score}
        aria-valuetext={`${label}, ${score} out of 100`}
      >
        <Fill $label={label} style={{ width: `${score}%` }} />
      </Track>
      <Checklist>
        {PASSWORD_CRITERIA.map(({ message, test }) => {
          const met = test(password)
          return (
            <Criterion key={message} $met={met}>
              {criterionLabel(message)}
              <VisuallyHidden>{met ? ' (met)' : ' (not met)'}</VisuallyHidden>
            </Criterion>
          )
        })}
      </Checklist>
    </Wrap>
  )
}
