import { hasRole, STAFF_ROLES } from '@/access/roles'
import type { PublicUser } from '@/lib/auth/publicUser'

/** The id of the phone menu, which the bar's menu button controls. */
export const MOBILE_MENU_ID = 'mobile-menu'

export type NavItem = { label: string; href: string }

type Rule = NavItem & { visible?: (user: PublicUser | null) => boolean }

// Spec §2 "Navigation bar": Home is for members, Admin for staff (admin or viewer).
const ITEMS: readonly Rule[] = [
  { label: 'Home', href: '/', visible: (user) => user !== null },
  { label: 'Music', href: '/music' },
  { label: 'Videos', href: '/videos' },
  { label: 'About', href: '/about' },
  { label: 'Photos', href: '/photos' },
  { label: 'Contact', href: '/contact' },
  { label: 'Admin', href: '/admin', visible: (user) => hasRole(user, ...STAFF_ROLES) },
]

export const navItemsFor = (user: PublicUser | null): NavItem[] =>
  ITEMS.filter((item) => item.visible?.(user) ?? true).map(({ label, href }) => ({ label, href }))

/** True on the item's own page and on pages below it (/admin/users counts as Admin). */
export const isCurrent = (pathname: string, href: string): boolean =>
  pathname === href || (href !== '/' && pathname.startsWith(`${href}/`))
