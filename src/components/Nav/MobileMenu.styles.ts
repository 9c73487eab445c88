import { SiteLink } from '@/components/Link/SiteLink.client'
import styled from 'styled-components'
import { theme } from '@/styles/theme'

const SLIDE = '320ms cubic-bezier(0.2, 0.8, 0.2, 1)'

export const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 60;
  background: rgb(0 0 0 / 0.6);
  backdrop-filter: blur(4px);
  opacity: 0;
  visibility: hidden;
  transition:
    opacity ${SLIDE},
    visibility 0s linear 320ms;

  &[data-open='true'] {
    opacity: 1;
    visibility: visible;
    transition: opacity ${SLIDE};
  }

  @media (min-width: ${theme.breakpoints.md}) {
    display: none;
  }
`

export const Panel = styled.div`
  position: fixed;
  inset: 0 0 0 auto;
  z-index: 61;
  display: flex;
  flex-direction: column;
  width: min(88vw, 380px);
  padding: ${`${theme.space(4)} ${theme.space(6)} ${theme.space(8)}`};
  overflow-y: auto;
  border-left: 1px solid ${theme.colors.border};
  background:
    radial-gradient(
      140% 50% at 100% 0%,
      color-mix(in srgb, ${theme.colors.accent} 16%, transparent),
      transparent 65%
    ),
    ${theme.colors.surface};
  box-shadow: -24px 0 60px rgb(0 0 0 / 0.6);
  transform: translateX(100%);
  visibility: hidden;
  transition:
    transform ${SLIDE},
    visibility 0s linear 320ms;

  &[data-open='true'] {
    transform: none;
    visibility: visible;
    transition: transform ${SLIDE};
  }

  @media (min-width: ${theme.breakpoints.md}) {
    display: none;
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`

export const PanelHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  min-height: 44px;
  margin-bottom: ${theme.space(8)};
`

export const PanelBrand = styled.span`
  font-family: ${theme.fonts.display};
  font-size: 1.25rem;
  font-weight: 900;
  letter-spacing: 0.14em;
  text-transform: uppercase;
`

export const CloseButton = styled.button`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.pill};
  background: transparent;
  color: ${theme.colors.text};
  cursor: pointer;

  &:hover {
    border-color: ${theme.colors.accent};
    color: ${theme.colors.accentText};
  }
`

export const MenuList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: menu;
`

export const MenuLink = styled(SiteLink)`
  display: flex;
  align-items: baseline;
  gap: ${theme.space(3)};
  padding: ${`${theme.space(3)} 0`};
  border-bottom: 1px solid ${theme.colors.border};
  font-family: ${theme.fonts.display};
  font-size: 1.6rem;
  font-weight: 900;
  line-height: 1.15;
  letter-spacing: 0.04em;
  text-decoration: none;
  text-transform: uppercase;
  transition: color 150ms ease;

  /* Track-list numbering: 01, 02, ... */
  &::before {
    counter-increment: menu;
    content: counter(menu, decimal-leading-zero);
    color: ${theme.colors.muted};
    font-variant-numeric: tabular-nums;
    font-size: 0.75rem;
    letter-spacing: 0.1em;
  }

  &:hover,
  &[aria-current='page'] {
    color: ${theme.colors.accentText};
  }

  &[aria-current='page']::before {
    color: ${theme.colors.accentText};
  }
`

/** The account actions stacked full width at the foot of the panel. */
export const MenuAccount = styled.div`
  display: grid;
  gap: ${theme.space(3)};
  margin-top: auto;
  padding-top: ${theme.space(8)};

  > a,
  > button {
    width: 100%;
    min-height: 48px;
  }

  > span {
    justify-content: center;
    max-width: none;
    color: ${theme.colors.text};
  }
`
