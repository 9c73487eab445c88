'use client'

import { usePathname } from 'next/navigation'

import { useSession } from '@/components/Session/useSession'
import { displayName } from '@/lib/auth/publicUser'

import { GhostButton, GhostLink, PrimaryLink, QuietButton, Who, WhoName } from './Account.styles'
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
        <QuietButton type="button" aria-label="Cart, 0 items">
          Cart (0)
        </QuietButton>
        <PrimaryLink href="/auth" aria-current={current('/auth')} onClick={onNavigate}>
          Login
        </PrimaryLink>
      </>
    )
  }

  return (
    <>
      <Who>
        <WhoName>{displayName(user)}</WhoName>
      </Who>
      <GhostLink href="/dashboard" aria-current={current('/dashboard')} onClick={onNavigate}>
        Dashboard
      </GhostLink>
      <GhostButton type="button" onClick={onSignOut} disabled={signingOut}>
        {signingOut ? 'Signing Out...' : 'Logout'}
      </GhostButton>
    </>
  )
}
