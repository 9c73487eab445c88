import { SiteLink } from '@/components/Link/SiteLink.client'
import styled, { css } from 'styled-components'
import { theme } from '@/styles/theme'

const pill = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 40px;
  padding: ${`0 ${theme.space(4)}`};
  border: 1px solid transparent;
  border-radius: ${theme.radii.pill};
  font: inherit;
  font-size: 0.72rem;
  font-weight: 800;
  letter-spacing: 0.16em;
  white-space: nowrap;
  text-decoration: none;
  text-transform: uppercase;
  cursor: pointer;
  transition:
    background 150ms ease,
    border-color 150ms ease,
    color 150ms ease;

  &:disabled {
    cursor: progress;
    opacity: 0.7;
  }
`

/** Filled accent: the one action the visitor is invited to take. */
export const PrimaryLink = styled(SiteLink)`
  ${pill}
  background: ${theme.colors.accent};
  /* Pure white: the off-white text colour reaches only 4.3:1 on the accent, white 4.7:1. */
  color: #fff;

  &:hover {
    background: ${theme.colors.accentStrong};
  }
`

const ghost = css`
  ${pill}
  border-color: ${theme.colors.border};
  background: transparent;
  color: ${theme.colors.text};

  &:hover:not(:disabled),
  &[aria-current='page'] {
    border-color: ${theme.colors.accent};
    color: ${theme.colors.accentText};
  }
`

export const GhostLink = styled(SiteLink)`
  ${ghost}
`

export const GhostButton = styled.button`
  ${ghost}
`

export const QuietButton = styled.button`
  ${pill}
  background: transparent;
  color: ${theme.colors.muted};

  &:hover {
    color: ${theme.colors.text};
  }
`

export const Who = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(2)};
  min-width: 0;
  max-width: 200px;
  color: ${theme.colors.muted};
  font-size: 0.85rem;
  font-weight: 600;

  /* A live dot says "signed in" without another word. */
  &::before {
    content: '';
    flex: none;
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: ${theme.colors.success};
    box-shadow: 0 0 0 3px color-mix(in srgb, ${theme.colors.success} 25%, transparent);
  }
`

export const WhoName = styled.span`
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
`
