'use client'

import { useRouter } from 'next/navigation'
import { type ReactNode, useEffect } from 'react'

import type { Role } from '@/access/roles'
import { useSession } from '@/components/Session/useSession'

import { GuardCard } from './GuardCard.client'
import { Actions, Facts, PrimaryLink, SecondaryButton } from './GuardCard.styles'
import { guardOutcome, loginRedirect } from './guardOutcome'

const NO_ROLES: readonly Role[] = []

type Props = {
  requireAuth?: boolean
  roles?: readonly Role[]
  fallback?: string
  children: ReactNode
}

/** What a members' page shows while the browser is still finding out who is signed in. */
export const CheckingSession = () => (
  <GuardCard
    eyebrow="Members only"
    title="Securing Your Session"
    text="Verifying your authentication status..."
    busy
  />
)

/**
 * Client-side gate for a protected page (spec §2 "Route guard"). It decides what the visitor
 * sees; the API still checks every call on its own.
 */
export function RouteGuard({
  requireAuth = true,
  roles = NO_ROLES,
  fallback = '/auth',
  children,
}: Props) {
  const { status, user, leaving } = useSession()
  const router = useRouter()
  const outcome = guardOutcome({ status, role: user?.role }, { requireAuth, roles })

  useEffect(() => {
    if (outcome !== 'redirect' || leaving) return
    // Read from location rather than useSearchParams, which would force a Suspense boundary
    // onto every page that uses the guard.
    const { pathname, search } = window.location
    router.replace(loginRedirect(fallback, pathname + search))
  }, [outcome, leaving, fallback, router])

  switch (outcome) {
    case 'checking':
      return <CheckingSession />
    case 'redirect':
      return (
        <GuardCard
          eyebrow="Members only"
          title="Redirecting..."
          text="Taking you to the login page..."
          busy
        />
      )
    case 'denied':
      return (
        <GuardCard
          eyebrow="Restricted"
          title="Access Denied"
          text="You don't have the required permissions to access this page."
          tone="danger"
        >
          <Facts>
            <p>
              <span>Required role: </span>
              {roles.join(' or ')}
            </p>
            <p>
              <span>Your role: </span>
              {user?.role}
            </p>
          </Facts>
          <Actions>
            <SecondaryButton type="button" onClick={() => window.history.back()}>
              Go Back
            </SecondaryButton>
            <PrimaryLink href="/">Return Home</PrimaryLink>
          </Actions>
        </GuardCard>
      )
    default:
      return children
  }
}
