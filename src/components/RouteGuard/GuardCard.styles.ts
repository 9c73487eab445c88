import { SiteLink } from '@/components/Link/SiteLink.client'
import styled, { css, keyframes } from 'styled-components'
import { theme } from '@/styles/theme'

export type CardTone = 'accent' | 'danger'

export const Screen = styled.div`
  display: grid;
  place-items: center;
  /* A full screen while the session is checked, so the footer starts below the fold and the
     page that replaces the card moves nothing in view (no layout shift). */
  min-height: 100vh;
  min-height: 100svh;
  padding: ${`${theme.space(12)} ${theme.space(4)}`};
`

export const Card = styled.section<{ $tone: CardTone }>`
  position: relative;
  width: 100%;
  max-width: 480px;
  padding: ${`${theme.space(12)} ${theme.space(8)} ${theme.space(10)}`};
  overflow: hidden;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background:
    radial-gradient(
      120% 80% at 50% 0%,
      color-mix(in srgb, ${({ $tone }) => theme.colors[$tone]} 14%, transparent),
      transparent 70%
    ),
    ${theme.colors.surface};
  box-shadow: 0 30px 80px rgb(0 0 0 / 0.5);
  text-align: center;

  /* A hard colour edge instead of an icon: the card's one loud detail. */
  &::before {
    content: '';
    position: absolute;
    inset: 0 0 auto;
    height: 4px;
    background: ${({ $tone }) =>
      $tone === 'danger'
        ? theme.colors.danger
        : `linear-gradient(90deg, ${theme.colors.accent}, ${theme.colors.gold})`};
  }
`

export const Eyebrow = styled.p`
  margin: 0 0 ${theme.space(3)};
  color: ${theme.colors.muted};
  font-size: 0.75rem;
  font-weight: 700;
  letter-spacing: 0.3em;
  text-transform: uppercase;
`

export const Heading = styled.h1`
  margin: 0 0 ${theme.space(3)};
  font-family: ${theme.fonts.display};
  font-size: clamp(1.6rem, 5vw, 2.25rem);
  font-weight: 900;
  line-height: 1.1;
  letter-spacing: 0.01em;
  text-transform: uppercase;
`

export const Body = styled.p`
  margin: 0;
  color: ${theme.colors.muted};
`

const sweep = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`

/** An indeterminate progress line, for the moments the guard is waiting. */
export const Pulse = styled.div`
  position: relative;
  height: 3px;
  margin: ${`${theme.space(8)} auto 0`};
  max-width: 220px;
  overflow: hidden;
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.border};

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    width: 40%;
    border-radius: inherit;
    background: ${theme.colors.accent};
    animation: ${sweep} 1.2s ease-in-out infinite;
  }

  @media (prefers-reduced-motion: reduce) {
    &::after {
      animation: none;
      width: 100%;
      opacity: 0.6;
    }
  }
`

export const Facts = styled.div`
  display: grid;
  gap: ${theme.space(2)};
  margin: ${`${theme.space(6)} 0 0`};
  padding: ${theme.space(4)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.background};
  font-family: ${theme.fonts.mono};
  font-size: 0.85rem;

  p {
    margin: 0;
    color: ${theme.colors.text};
    font-weight: 700;
  }

  span {
    color: ${theme.colors.muted};
    font-weight: 400;
  }
`

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space(3)};
  margin-top: ${theme.space(8)};
`

const button = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: ${`0 ${theme.space(6)}`};
  border-radius: ${theme.radii.pill};
  font: inherit;
  font-size: 0.8rem;
  font-weight: 800;
  letter-spacing: 0.14em;
  text-decoration: none;
  text-transform: uppercase;
  cursor: pointer;
  transition:
    background 150ms ease,
    border-color 150ms ease,
    color 150ms ease;
`

export const SecondaryButton = styled.button`
  ${button}
  border: 1px solid ${theme.colors.border};
  background: transparent;
  color: ${theme.colors.text};

  &:hover {
    border-color: ${theme.colors.text};
  }
`

export const PrimaryLink = styled(SiteLink)`
  ${button}
  border: 1px solid ${theme.colors.accent};
  background: ${theme.colors.accent};
  /* Pure white: the off-white text colour reaches only 4.3:1 on the accent, white 4.7:1. */
  color: #fff;

  &:hover {
    border-color: ${theme.colors.accentStrong};
    background: ${theme.colors.accentStrong};
  }
`
