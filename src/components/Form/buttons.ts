import { SiteLink } from '@/components/Link/SiteLink.client'
import styled, { css } from 'styled-components'

/*
 * The site's pill buttons, for <button> and for links that look like one. Only client components
 * import this file: styled-components needs the browser-side theme context.
 */

type Tone = 'primary' | 'secondary' | 'danger'
type Size = 'sm' | 'md' | 'lg'

export type ButtonStyleProps = {
  $tone?: Tone
  /** lg is a page's main call to action; md and sm sit inside cards and rows. */
  $size?: Size
  /** Full width, e.g. the submit button of a form card. */
  $block?: boolean
}

// Hover effects stay off while a button waits (aria-disabled keeps it focusable meanwhile).
const active = '&:hover:not(:disabled, [aria-disabled="true"])'

const tones = {
  primary: css`
    background: ${({ theme }) => theme.colors.accent};
    color: #fff;
    ${active} {
      background: ${({ theme }) => theme.colors.accentStrong};
    }
  `,
  secondary: css`
    border-color: ${({ theme }) => theme.colors.border};
    background: rgba(255, 255, 255, 0.03);
    color: ${({ theme }) => theme.colors.text};
    ${active} {
      border-color: ${({ theme }) => theme.colors.text};
    }
  `,
  danger: css`
    border-color: ${({ theme }) => theme.colors.danger};
    background: transparent;
    color: ${({ theme }) => theme.colors.danger};
    ${active} {
      background: ${({ theme }) => theme.colors.danger};
      color: #fff;
    }
  `,
}

const sizes = {
  sm: css`
    min-height: 36px;
    padding: ${({ theme }) => `0 ${theme.space(4)}`};
    font-size: 0.8rem;
  `,
  md: css`
    min-height: 44px;
    padding: ${({ theme }) => `0 ${theme.space(6)}`};
    font-size: 0.85rem;
  `,
  lg: css`
    min-height: 52px;
    padding: ${({ theme }) => `0 ${theme.space(6)}`};
    font-size: 0.95rem;
  `,
}

/* The main call to action gets a larger label, a glow and a lift on hover. */
const callToAction = css`
  font-size: 1.2rem;
  box-shadow: 0 10px 30px -12px ${({ theme }) => theme.colors.accent};
  ${active} {
    transform: translateY(-1px);
  }
  &:disabled {
    box-shadow: none;
  }
`

export const buttonStyles = css<ButtonStyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.pill};
  font: inherit;
  font-weight: 800;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  text-decoration: none;
  cursor: pointer;
  transition:
    background 150ms ease,
    border-color 150ms ease,
    color 150ms ease,
    transform 150ms ease,
    opacity 150ms ease;
  ${({ $size = 'md' }) => sizes[$size]}
  ${({ $tone = 'primary' }) => tones[$tone]}
  ${({ $size = 'md', $tone = 'primary' }) => $size === 'lg' && $tone === 'primary' && callToAction}
  ${({ $block }) =>
    $block
      ? css`
          width: 100%;
        `
      : css`
          white-space: nowrap;
        `}

  /* The text colour shows on every tone, the accent would vanish on a primary button. */
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.text};
    outline-offset: 3px;
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.45;
  }
  &[aria-disabled='true'] {
    cursor: progress;
    opacity: 0.7;
  }
`

export const Button = styled.button<ButtonStyleProps>`
  ${buttonStyles}
`

export const ButtonLink = styled(SiteLink)<ButtonStyleProps>`
  ${buttonStyles}
`
