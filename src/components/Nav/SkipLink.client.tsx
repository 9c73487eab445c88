'use client'

import styled from 'styled-components'
import { theme } from '@/styles/theme'

// Off screen until focused, then the first thing a keyboard user meets.
const Link = styled.a`
  position: fixed;
  top: ${theme.space(3)};
  left: ${theme.space(3)};
  z-index: 200;
  padding: ${`${theme.space(3)} ${theme.space(5)}`};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.accent};
  /* Pure white: the off-white text colour reaches only 4.3:1 on the accent, white 4.7:1. */
  color: #fff;
  font-weight: 800;
  font-size: 0.8rem;
  letter-spacing: 0.14em;
  text-decoration: none;
  text-transform: uppercase;
  transform: translateY(calc(-100% - ${theme.space(6)}));

  &:focus-visible,
  &:focus {
    transform: none;
  }
`

export function SkipLink({ target }: { target: string }) {
  return <Link href={`#${target}`}>Skip to content</Link>
}
