import styled from 'styled-components'
import { theme } from '@/styles/theme'

/* The dialog itself is the full-screen backdrop; the bar and the stage sit in its middle. */
export const Dialog = styled.dialog`
  box-sizing: border-box;
  width: 100vw;
  max-width: none;
  height: 100dvh;
  max-height: none;
  margin: 0;
  padding: ${`${theme.space(4)} ${theme.space(3)}`};
  border: 0;
  background:
    radial-gradient(ellipse 70% 50% at 50% 0%, rgba(225, 29, 72, 0.18), transparent 70%),
    rgb(4 4 6 / 0.94);
  color: ${theme.colors.text};

  &[open] {
    display: flex;
    flex-direction: column;
    justify-content: center;
    align-items: center;
    gap: ${theme.space(4)};
  }

  &::backdrop {
    background: transparent;
  }

  @media (min-width: ${theme.breakpoints.md}) {
    padding: ${theme.space(10)};
  }
`

// The stage is as wide as a 16:9 frame that still fits under the bar, never wider.
const frameWidth = 'min(1120px, 100%, (100dvh - 180px) * 16 / 9)'

export const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(3)};
  width: ${frameWidth};
  min-width: 0;

  > button:first-child {
    margin-right: auto;
  }
`

export const Title = styled.h2`
  flex: 1;
  min-width: 0;
  margin: 0;
  overflow: hidden;
  font-family: ${theme.fonts.display};
  font-size: clamp(0.95rem, 2.4vw, 1.4rem);
  text-overflow: ellipsis;
  text-transform: uppercase;
  white-space: nowrap;

  /* On a phone the title gets its own line above the buttons. */
  @media (width < ${theme.breakpoints.md}) {
    order: -1;
    flex-basis: 100%;
  }
`

export const IconButton = styled.button`
  flex: none;
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 1px solid ${theme.colors.border};
  border-radius: 50%;
  background: rgba(255, 255, 255, 0.04);
  color: ${theme.colors.text};
  cursor: pointer;
  transition:
    background 150ms ease,
    border-color 150ms ease;

  &:hover {
    border-color: ${theme.colors.accent};
    background: ${theme.colors.accent};
  }

  &:focus-visible {
    outline: 2px solid ${theme.colors.text};
    outline-offset: 3px;
  }
`

export const Stage = styled.div`
  position: relative;
  width: ${frameWidth};
  aspect-ratio: 16 / 9;
  overflow: hidden;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: #000;
  box-shadow: 0 30px 80px -30px rgba(225, 29, 72, 0.55);

  iframe {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    border: 0;
  }

  &:fullscreen {
    border: 0;
    border-radius: 0;
  }
`
