'use client'

import styled, { keyframes } from 'styled-components'
import { theme } from '@/styles/theme'

/** The route's loading screen while the catalogue is read. */
export function MusicLoading() {
  return (
    <Wrap role="status">
      <Bars aria-hidden="true">
        <span />
        <span />
        <span />
        <span />
      </Bars>
      <Label>LOADING MUSIC LIBRARY</Label>
    </Wrap>
  )
}

const bounce = keyframes`
  0%, 100% { transform: scaleY(0.3); }
  50% { transform: scaleY(1); }
`

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space(6)};
  padding: ${`${theme.space(24)} 0`};
`

// An equaliser rather than a spinner: it says 'music' while it waits.
const Bars = styled.div`
  display: flex;
  align-items: flex-end;
  gap: 6px;
  height: 48px;

  span {
    width: 8px;
    height: 100%;
    border-radius: 2px;
    background: ${theme.colors.accent};
    transform-origin: bottom;
    animation: ${bounce} 900ms ease-in-out infinite;
  }
  span:nth-child(2) {
    animation-delay: 150ms;
  }
  span:nth-child(3) {
    animation-delay: 300ms;
  }
  span:nth-child(4) {
    animation-delay: 450ms;
  }

  @media (prefers-reduced-motion: reduce) {
    span {
      animation: none;
      transform: scaleY(0.6);
    }
  }
`

const Label = styled.p`
  margin: 0;
  color: ${theme.colors.muted};
  font-family: ${theme.fonts.display};
  letter-spacing: 0.2em;
`
