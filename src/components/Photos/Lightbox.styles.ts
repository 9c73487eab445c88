import styled from 'styled-components'

import { buttonClassName } from '@/components/Form/buttons'
import { theme } from '@/styles/theme'

export const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 100;
  display: grid;
  place-items: center;
  padding: ${theme.space(3)};
  background: rgb(4 4 6 / 0.94);
  backdrop-filter: blur(8px);
  overscroll-behavior: contain;

  @media (min-width: ${theme.breakpoints.md}) {
    padding: ${theme.space(8)};
  }
`

export const Panel = styled.div`
  display: grid;
  grid-template-rows: auto minmax(0, 1fr) auto auto;
  gap: ${theme.space(4)};
  width: min(1100px, 100%);
  max-height: 100%;
`

export const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(4)};
`

export const Counter = styled.p`
  margin: 0;
  color: ${theme.colors.muted};
  font-variant-numeric: tabular-nums;
  font-size: 0.9rem;
  font-weight: 700;
  letter-spacing: 0.2em;
`

export const CloseButton = styled.button.attrs({
  className: buttonClassName({ $tone: 'secondary', $size: 'sm' }),
})``

// The photo's own shape where it is known, capped to a share of the screen; the image is
// contained in it, so tall portraits and wide shots both show whole.
export const Frame = styled.div<{ $ratio: number | null }>`
  position: relative;
  width: 100%;
  ${({ $ratio }) => ($ratio ? `aspect-ratio: ${$ratio};` : 'height: min(62vh, 720px);')}
  max-height: min(62vh, 720px);
  border-radius: ${theme.radii.md};
  overflow: hidden;
  background: radial-gradient(circle at 50% 40%, rgba(225, 29, 72, 0.16), transparent 70%);

  img {
    object-fit: contain;
  }
`

export const Info = styled.div`
  display: grid;
  gap: ${theme.space(1)};
`

export const Kind = styled.p`
  margin: 0;
  color: ${theme.colors.accentText};
  font-size: 0.75rem;
  font-weight: 800;
  letter-spacing: 0.24em;
  text-transform: uppercase;
`

export const Title = styled.h2`
  margin: 0;
  font-family: ${theme.fonts.display};
  font-size: clamp(1.4rem, 4vw, 2.4rem);
  line-height: 1;
  text-transform: uppercase;
  overflow-wrap: anywhere;
`

export const Description = styled.p`
  margin: 0;
  color: ${theme.colors.muted};
`

export const Controls = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${theme.space(3)};
`

export const StepButton = styled.button.attrs({
  className: buttonClassName({ $tone: 'secondary', $size: 'md' }),
})``
