import { SiteLink } from '@/components/Link/SiteLink.client'
import styled from 'styled-components'
import { theme } from '@/styles/theme'

export const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: 50;
  border-bottom: 1px solid transparent;
  background: transparent;
  transition:
    background 250ms ease,
    border-color 250ms ease,
    box-shadow 250ms ease;

  &[data-scrolled='true'] {
    border-bottom-color: ${theme.colors.border};
    background: color-mix(in srgb, ${theme.colors.background} 82%, transparent);
    box-shadow: 0 12px 40px rgb(0 0 0 / 0.45);
    backdrop-filter: blur(14px) saturate(140%);
  }
`

/**
 * Width from which a signed-in bar (up to seven items, the name and two buttons) fits on one
 * line; narrower tablets put the items on a second row instead of squeezing them.
 */
const ONE_ROW_SIGNED_IN = '1200px'

export const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  max-width: 1440px;
  height: 64px;
  margin: 0 auto;
  padding: ${`0 ${theme.space(5)}`};

  @media (min-width: ${theme.breakpoints.md}) {
    display: grid;
    grid-template-columns: auto 1fr auto;
    grid-template-areas: 'brand links account';
    column-gap: ${theme.space(4)};
    height: 72px;

    &[data-crowded='true'] {
      grid-template-rows: 64px auto;
      grid-template-areas:
        'brand . account'
        'links links links';
      height: auto;
      padding-bottom: ${theme.space(2)};
    }
  }

  @media (min-width: ${theme.breakpoints.lg}) {
    column-gap: ${theme.space(6)};
    padding: ${`0 ${theme.space(10)}`};
  }

  @media (min-width: ${ONE_ROW_SIGNED_IN}) {
    &[data-crowded='true'] {
      grid-template-rows: none;
      grid-template-areas: 'brand links account';
      height: 72px;
      padding-bottom: 0;
    }
  }
`

export const Brand = styled(SiteLink)`
  grid-area: brand;
  flex: none;
  font-family: ${theme.fonts.display};
  font-size: 1.6rem;
  font-weight: 900;
  line-height: 1;
  letter-spacing: 0.14em;
  text-decoration: none;
  text-transform: uppercase;

  /* The accent full stop after the name: the site's mark. */
  &::after {
    content: '';
    display: inline-block;
    width: 0.28em;
    height: 0.28em;
    margin-left: 0.06em;
    background: ${theme.colors.accent};
  }
`

/** The bar's own copy of the items; below md the mobile menu carries them instead. */
export const LinksNav = styled.nav`
  grid-area: links;
  display: none;
  min-width: 0;

  @media (min-width: ${theme.breakpoints.md}) {
    display: block;
  }
`

export const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0;
  margin: 0;
  padding: 0;
  list-style: none;

  @media (min-width: ${theme.breakpoints.lg}) {
    gap: ${theme.space(2)};
  }
`

export const ItemLink = styled(SiteLink)`
  position: relative;
  display: block;
  padding: ${theme.space(2)};
  color: ${theme.colors.muted};
  font-size: 0.72rem;
  font-weight: 800;
  letter-spacing: 0.14em;
  text-decoration: none;
  text-transform: uppercase;
  transition: color 150ms ease;

  &::after {
    content: '';
    position: absolute;
    right: ${theme.space(2)};
    bottom: 0;
    left: ${theme.space(2)};
    height: 2px;
    background: ${theme.colors.accent};
    transform: scaleX(0);
    transition: transform 200ms ease;
  }

  &:hover {
    color: ${theme.colors.accentText};
  }

  &[aria-current='page'] {
    color: ${theme.colors.text};
  }

  &[aria-current='page']::after {
    transform: scaleX(1);
  }
`

export const Account = styled.div`
  grid-area: account;
  display: none;
  align-items: center;
  gap: ${theme.space(2)};

  @media (min-width: ${theme.breakpoints.md}) {
    display: flex;
  }
`

export const MenuButton = styled.button`
  display: grid;
  place-content: center;
  gap: 5px;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.pill};
  background: transparent;
  color: ${theme.colors.text};
  cursor: pointer;

  span {
    display: block;
    width: 18px;
    height: 2px;
    background: currentColor;
  }

  span:last-child {
    width: 12px;
    justify-self: end;
  }

  &:hover {
    border-color: ${theme.colors.accent};
    color: ${theme.colors.accentText};
  }

  @media (min-width: ${theme.breakpoints.md}) {
    display: none;
  }
`
