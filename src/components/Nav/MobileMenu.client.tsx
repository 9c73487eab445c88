'use client'

import { type KeyboardEvent, type RefObject, useEffect, useRef } from 'react'

import { AccountActions } from './AccountActions.client'
import {
  Backdrop,
  CloseButton,
  MenuAccount,
  MenuLink,
  MenuList,
  Panel,
  PanelBrand,
  PanelHead,
} from './MobileMenu.styles'
import { theme } from '@/styles/theme'
import { isCurrent, MOBILE_MENU_ID, type NavItem } from './navItems'
import { useDialogFocus } from './useDialogFocus'

export type MobileMenuProps = {
  brand: string
  items: NavItem[]
  pathname: string
  open: boolean
  onClose: () => void
  opener: RefObject<HTMLButtonElement | null>
  signingOut: boolean
  onSignOut: () => void
}

/** The side menu below the md breakpoint: the same items and account states as the bar. */
export function MobileMenu({
  brand,
  items,
  pathname,
  open,
  onClose,
  opener,
  ...account
}: MobileMenuProps) {
  const panel = useRef<HTMLDivElement>(null)
  const trapTab = useDialogFocus(open, panel, opener)
  const { breakpoints } = theme

  useEffect(() => {
    if (!open) return
    // The page behind a modal menu should not scroll under the reader's thumb.
    const { overflow } = document.body.style
    document.body.style.overflow = 'hidden'
    // Widening the window past the breakpoint hides the menu, so close it for real.
    const wide = window.matchMedia(`(min-width: ${breakpoints.md})`)
    const onWide = () => wide.matches && onClose()
    wide.addEventListener('change', onWide)
    return () => {
      document.body.style.overflow = overflow
      wide.removeEventListener('change', onWide)
    }
  }, [open, onClose, breakpoints.md])

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation()
      onClose()
    } else trapTab(event)
  }

  return (
    <>
      <Backdrop data-open={open} aria-hidden="true" onClick={onClose} />
      <Panel
        ref={panel}
        id={MOBILE_MENU_ID}
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        data-open={open}
        onKeyDown={onKeyDown}
      >
        <PanelHead>
          <PanelBrand aria-hidden="true">{brand}</PanelBrand>
          <CloseButton type="button" aria-label="Close menu" onClick={onClose}>
            <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true" focusable="false">
              <path d="M3 3l12 12M15 3L3 15" stroke="currentColor" strokeWidth="2" />
            </svg>
          </CloseButton>
        </PanelHead>
        <nav aria-label="Main">
          <MenuList>
            {items.map((item) => (
              <li key={item.href}>
                <MenuLink
                  href={item.href}
                  aria-current={isCurrent(pathname, item.href) ? 'page' : undefined}
                  onClick={onClose}
                >
                  {item.label}
                </MenuLink>
              </li>
            ))}
          </MenuList>
        </nav>
        <MenuAccount>
          <AccountActions {...account} onNavigate={onClose} />
        </MenuAccount>
      </Panel>
    </>
  )
}
