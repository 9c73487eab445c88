'use client'

import dynamic from 'next/dynamic'
import { Suspense } from 'react'

import { PageSection } from '@/components/Page/PageShell'
import { useSession } from '@/components/Session/useSession'

// Only viewers see it, so only their pages fetch it (with react-hook-form and the forms).
const SecurityPanel = dynamic(() =>
  import('@/components/Security/SecurityPanel.client').then((module) => module.SecurityPanel),
)

/**
 * Admins manage their MFA, password and sessions on /dashboard; viewers cannot open it, so
 * theirs stay here.
 */
export function ViewerSecurity() {
  const { user } = useSession()
  if (user?.role !== 'viewer') return null
  return (
    <PageSection id="account-security" kicker="Your account" title="Account security">
      <Suspense>
        <SecurityPanel />
      </Suspense>
    </PageSection>
  )
}
