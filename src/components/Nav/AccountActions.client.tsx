'use client'

import { usePathname } from 'next/navigation'

import { useSession } from '@/components/Session/useSession'
import { displayName } from '@/lib/auth/publicUser'

import { SiteLink } from '@/components/Link/SiteLink.client'

import styles from './Account.module.css'
import { isCurrent } from './navItems'

type Props = {
  signingOut: boolean
  onSignOut: () => void
  /** Called when a link is followed, so the mobile menu can close. */
  onNavigate?: () => void
}

/** The account end of the navigation; the bar and the mobile menu show the same states. */
export function AccountActions({ signingOut, onSignOut, onNavigate }: Props) {
  const { status, user } = useSession()
  const pathname = usePathname()
  const current = (href: string) => (isCurrent(pathname, href) ? 'page' : undefined)

  // Saying nothing beats flashing 'Login' at someone who is about to turn out signed in.
  if (status === 'loading') return null

  if (!user) {
    return (
      <>
        {/* The cart is a placeholder in this release: it shows, but holds nothing. */}
        <button
          type="button"
          className={`${styles.pill} ${styles.quiet}`}
          aria-label="Cart, 0 items"
        >
          Cart (0)
        </button>
        <SiteLink
          href="/auth"
          className={`${styles.pill} ${styles.primary}`}
          aria-current={current('/auth')}
          onClick={onNavigate}
        >
          Login
        </SiteLink>
      </>
    )
  }

  return (
    <>
      <span className={styles.who}>
        <span className={styles.whoName}>{displayName(user)}</span>
      </span>
      <SiteLink
        href="/dashboard"
        className={`${styles.pill} ${styles.ghost}`}
        aria-current={current('/dashboard')}
        onClick={onNavigate}
      >
        Dashboard
      </SiteLink>
      <button
        type="button"
        className={`${styles.pill} ${styles.ghost}`}
        onClick={onSignOut}
        disabled={signingOut}
      >
        {signingOut ? 'Signing Out...' : 'Logout'}
      </button>
    </>
  )
}
