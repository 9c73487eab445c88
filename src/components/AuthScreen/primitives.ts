'use client'

import { SiteLink } from '@/components/Link/SiteLink.client'
import styled, { css } from 'styled-components'
import { theme } from '@/styles/theme'

/** The site's sticky navigation bar (72px and a 1px border) sits above every page. */
export const NAV_ALLOWANCE = '73px'

/** Small inline actions ('Forgot password?', 'Use a backup code'): underlined on hover only. */
const textAction = css`
  padding: 0;
  border: 0;
  background: none;
  color: ${theme.colors.muted};
  font: inherit;
  font-size: 0.875rem;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  &:hover {
    color: ${theme.colors.text};
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid ${theme.colors.accent};
    outline-offset: 3px;
    border-radius: 2px;
  }
`

export const TextLink = styled(SiteLink)`
  ${textAction}
`

export const TextButton = styled.button`
  ${textAction}
`

/** Under a form: the way to the other tab ('New here? Create an account'). */
export const SwitchLine = styled.p`
  margin: ${`${theme.space(6)} 0 0`};
  color: ${theme.colors.muted};
  font-size: 0.875rem;
  text-align: center;
  > button {
    /* A 24px-high target at least (WCAG 2.5.8), without moving the line. */
    padding: ${`${theme.space(1)} 0`};
    color: ${theme.colors.text};
    text-decoration: underline;
    text-underline-offset: 3px;
  }
`

/** Two short fields side by side where there is room (first and last name). */
export const Row = styled.div`
  display: grid;
  gap: ${theme.space(5)};
  @media (min-width: 480px) {
    grid-template-columns: 1fr 1fr;
    gap: ${theme.space(4)};
  }
`

export const CardHeading = styled.h2`
  margin: 0;
  font-family: ${theme.fonts.display};
  font-size: clamp(1.5rem, 4vw, 1.9rem);
  line-height: 1.1;
  letter-spacing: 0.01em;
  text-transform: uppercase;
`

export const CardLede = styled.p`
  margin: ${`${theme.space(2)} 0 ${theme.space(7)}`};
  color: ${theme.colors.muted};
`

/** A message that replaces a form: the neutral result of a request, or its error. */
export const Notice = styled.div<{ $tone: 'info' | 'danger' | 'success' }>`
  display: grid;
  gap: ${theme.space(2)};
  padding: ${`${theme.space(4)} ${theme.space(5)}`};
  border: 1px solid
    ${({ $tone }) =>
      $tone === 'danger'
        ? theme.colors.danger
        : $tone === 'success'
          ? theme.colors.success
          : theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${({ $tone }) =>
    $tone === 'danger'
      ? 'rgba(239, 68, 68, 0.08)'
      : $tone === 'success'
        ? 'rgba(34, 197, 94, 0.08)'
        : theme.colors.surfaceRaised};
  line-height: 1.55;
  a {
    justify-self: start;
    color: ${theme.colors.text};
    text-decoration: underline;
  }
`
