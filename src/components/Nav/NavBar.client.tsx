'use client'

import { usePathname } from 'next/navigation'
import { type ComponentType, useCallback, useRef, useState } from 'react'

import { SiteLink } from '@/components/Link/SiteLink.client'
import { useSession } from '@/components/Session/useSession'

import { AccountActions } from './AccountActions.client'
import type { MobileMenuProps } from './MobileMenu.client'
import styles from './NavBar.module.css'
import { isCurrent, MOBILE_MENU_ID, navItemsFor } from './navItems'
import { useScrolledPast } from './useScrolledPast'
import { useSignOut } from './useSignOut'

/** Spec §9: the bar changes style once the page is scrolled past this many pixels. */
export const NAV_SCROLL_OFFSET = 100

// The menu (a dialog, with styled-components) loads when a phone visitor reaches for it, not
// with every page: the bar itself is plain markup with a CSS Module.
const loadMenu = () => import('./MobileMenu.client').then((module) => module.MobileMenu)
const preloadMenu = () => void loadMenu().catch(() => undefined)

export function NavBar({ brand }: { brand: string }) {
  const { user } = useSession()
  const pathname = usePathname()
  const scrolled = useScrolledPast(NAV_SCROLL_OFFSET)
  const { signingOut, signOut } = useSignOut()
  const [Menu, setMenu] = useState<ComponentType<MobileMenuProps> | null>(null)
  const [menuOpen, setMenuOpen] = useState(false)
  const menuButton = useRef<HTMLButtonElement>(null)
  const closeMenu = useCallback(() => setMenuOpen(false), [])
  // From the menu, stay open long enough to show 'Signing Out...', then get out of the way.
  const signOutFromMenu = async () => {
    await signOut()
    closeMenu()
  }
  const openMenu = async () => {
    if (Menu) {
      setMenuOpen(true)
      return
    }
    const loaded = await loadMenu().catch((error: unknown) => {
      console.error('Could not load the menu', error)
      return null
    })
    if (!loaded) return
    // Mounted closed first, then opened, so its first opening slides in like the others.
    setMenu(() => loaded)
    requestAnimationFrame(() => requestAnimationFrame(() => setMenuOpen(true)))
  }

  const items = navItemsFor(user)
  // Home is for members; visitors land on the public landing page instead.
  const brandHref = user ? '/' : '/landing'

  return (
    <>
      <header className={styles.header} data-scrolled={scrolled}>
        <div className={styles.bar} data-crowded={user !== null}>
          <SiteLink className={styles.brand} href={brandHref} aria-label={`${brand}, home`}>
            {brand}
          </SiteLink>
          <nav className={styles.linksNav} aria-label="Main">
            <ul className={styles.links}>
              {items.map((item) => (
                <li key={item.href}>
                  <SiteLink
                    className={styles.item}
                    href={item.href}
                    aria-current={isCurrent(pathname, item.href) ? 'page' : undefined}
                  >
                    {item.label}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.account}>
            <AccountActions signingOut={signingOut} onSignOut={signOut} />
          </div>
          <button
            ref={menuButton}
            className={styles.menuButton}
            type="button"
            aria-label="Open menu"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            aria-controls={Menu ? MOBILE_MENU_ID : undefined}
            onClick={() => void openMenu()}
            onPointerEnter={preloadMenu}
            onTouchStart={preloadMenu}
            onFocus={preloadMenu}
          >
            <span />
            <span />
            <span />
          </button>
        </div>
      </header>
      {Menu && (
        <Menu
          brand={brand}
          items={items}
          pathname={pathname}
          open={menuOpen}
          onClose={closeMenu}
          opener={menuButton}
          signingOut={signingOut}
          onSignOut={signOutFromMenu}
        />
      )}
    </>
  )
}
