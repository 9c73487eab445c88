import styled, { css } from 'styled-components'
import { theme } from '@/styles/theme'

/*
 * The card kit the account, privacy, checkout and console cards share (buttons and form
 * layout come from components/Form). Only client components import this file:
 * styled-components needs the browser-side theme context.
 */

export const Card = styled.section`
  /* Lets the steps inside lay out by the card's width, not the window's. */
  container-type: inline-size;
  display: flex;
  flex-direction: column;
  gap: ${theme.space(5)};
  min-width: 0;
  padding: ${theme.space(5)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};

  @media (min-width: ${theme.breakpoints.md}) {
    padding: ${theme.space(7)};
  }
`

export const CardHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(3)};
`

export const CardTitle = styled.h3`
  margin: 0;
  font-family: ${theme.fonts.display};
  font-size: 1.05rem;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  scroll-margin-top: ${theme.space(24)};
`

export const StepTitle = styled.h4`
  margin: 0;
  font-size: 1rem;
  font-weight: 800;

  &:focus {
    outline: none;
  }
`

export const Text = styled.p`
  margin: 0;
  color: ${theme.colors.muted};
  font-size: 0.95rem;
`

export const Badge = styled.span<{ $tone?: 'on' | 'off' | 'accent' }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 4px 12px;
  border-radius: ${theme.radii.pill};
  font-size: 0.72rem;
  font-weight: 800;
  letter-spacing: 0.1em;
  text-transform: uppercase;
  ${({ $tone = 'off' }) =>
    $tone === 'on'
      ? css`
          background: rgba(34, 197, 94, 0.12);
          color: ${theme.colors.success};
        `
      : $tone === 'accent'
        ? css`
            background: rgba(255, 45, 85, 0.14);
            color: ${theme.colors.accentText};
          `
        : css`
            background: ${theme.colors.surfaceRaised};
            color: ${theme.colors.muted};
          `}
`
