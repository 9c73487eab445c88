'use client'

import { usePathname } from 'next/navigation'
import { useCallback, useRef, useState } from 'react'

import { useSession } from '@/components/Session/useSession'

import { AccountActions } from './AccountActions.client'
import { MOBILE_MENU_ID, MobileMenu } from './MobileMenu.client'
import { isCurrent, navItemsFor } from './navItems'
import { Account, Bar, Brand, Header, ItemLink, Links, LinksNav, MenuButton } from './NavBar.styles'
import { useScrolledPast } from './useScrolledPast'
import { useSignOut } from './useSignOut'

/** Spec §9: the bar changes style once the page is scrolled past this many pixels. */
export const NAV_SCROLL_OFFSET = 100

export function NavBar({ brand }: { brand: string }) {
  const { user } = useSession()
  const pathname = usePathname()
  const scrolled = useScrolledPast(NAV_SCROLL_OFFSET)
  const { signingOut, signOut } = useSignOut()
  const [menuOpen, setMenuOpen] = useState(false)
  const menuButton = useRef<HTMLButtonElement>(null)
  const closeMenu = useCallback(() => setMenuOpen(false), [])
  // From the menu, stay open long enough to show 'Signing Out...', then get out of the way.
  const signOutFromMenu = async () => {
    await signOut()
    closeMenu()
  }

  const items = navItemsFor(user)
  // Home is for members; visitors land on the public landing page instead.
  const brandHref = user ? '/' : '/landing'

  return (
    <>
      <Header data-scrolled={scrolled}>
        <Bar data-crowded={user !== null}>
          <Brand href={brandHref} aria-label={`${brand}, home`}>
            {brand}
          </Brand>
          <LinksNav aria-label="Main">
            <Links>
              {items.map((item) => (
                <li key={item.href}>
                  <ItemLink
                    href={item.href}
                    aria-current={isCurrent(pathname, item.href) ? 'page' : undefined}
                  >
                    {item.label}
                  </ItemLink>
                </li>
              ))}
            </Links>
          </LinksNav>
          <Account>
            <AccountActions signingOut={signingOut} onSignOut={signOut} />
          </Account>
          <MenuButton
            ref={menuButton}
            type="button"
            aria-label="Open menu"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            onClick={() => setMenuOpen(true)}
          >
            <span />
            <span />
            <span />
          </MenuButton>
        </Bar>
      </Header>
      <MobileMenu
        brand={brand}
        items={items}
        pathname={pathname}
        open={menuOpen}
        onClose={closeMenu}
        opener={menuButton}
        signingOut={signingOut}
        onSignOut={signOutFromMenu}
      />
    </>
  )
}
