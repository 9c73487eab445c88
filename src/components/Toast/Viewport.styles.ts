import styled from 'styled-components'
import { theme } from '@/styles/theme'

// Apart from the toasts' own styles, which load with the first toast.

export const Viewport = styled.div`
  position: fixed;
  inset: auto 0 0 auto;
  z-index: 100;
  width: 100%;
  padding: ${theme.space(4)};
  outline: none;
  /* Only the toasts catch clicks, never the empty area around them. */
  pointer-events: none;

  @media (min-width: ${theme.breakpoints.md}) {
    max-width: 420px;
    padding: ${theme.space(6)};
  }

  &:focus-visible {
    outline: 2px solid ${theme.colors.accent};
    outline-offset: -4px;
  }
`

export const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`
