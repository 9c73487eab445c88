'use client'

import type { ReactNode } from 'react'
import styled from 'styled-components'
import { theme } from '@/styles/theme'

/**
 * The dark-theme typography of the biography's rich text. The CMS content is plain h2,
 * paragraphs and one quote, so styling the elements is enough; no custom converters needed.
 */
export function Story({ children }: { children: ReactNode }) {
  return <Prose>{children}</Prose>
}

const Prose = styled.article`
  max-width: 760px;
  color: #d4d4d8;
  font-size: 1.1rem;
  line-height: 1.75;

  h2 {
    display: flex;
    align-items: center;
    gap: ${theme.space(4)};
    margin: ${`${theme.space(14)} 0 ${theme.space(4)}`};
    color: ${theme.colors.text};
    font-family: ${theme.fonts.display};
    font-size: clamp(1.5rem, 4vw, 2.3rem);
    line-height: 1.05;
    text-transform: uppercase;

    &::before {
      content: '';
      flex: none;
      width: 6px;
      height: 1.1em;
      background: ${theme.colors.accent};
    }
  }

  h2:first-child {
    margin-top: 0;
  }

  p {
    margin: 0 0 ${theme.space(4)};
  }

  blockquote {
    position: relative;
    margin: ${`${theme.space(6)} 0 0`};
    padding: ${`${theme.space(10)} ${theme.space(6)} ${theme.space(8)}`};
    border: 1px solid ${theme.colors.border};
    border-left: 6px solid ${theme.colors.accent};
    border-radius: ${theme.radii.lg};
    background:
      radial-gradient(80% 120% at 0% 0%, rgba(225, 29, 72, 0.2), transparent 60%),
      ${theme.colors.surface};
    color: ${theme.colors.text};
    font-family: ${theme.fonts.display};
    font-size: clamp(1.4rem, 4vw, 2.2rem);
    font-weight: 900;
    line-height: 1.2;
    text-transform: uppercase;

    @media (min-width: ${theme.breakpoints.md}) {
      padding: ${`${theme.space(14)} ${theme.space(12)} ${theme.space(12)}`};
    }
  }
`
