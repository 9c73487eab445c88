'use client'

import { PageSection } from '@/components/Page/PageShell.client'
import { SecurityPanel } from '@/components/Security/SecurityPanel.client'
import { useSession } from '@/components/Session/useSession'

/**
 * Admins manage their MFA, password and sessions on /dashboard; viewers cannot open it, so
 * theirs stay here.
 */
export function ViewerSecurity() {
  const { user } = useSession()
  if (user?.role !== 'viewer') return null
  return (
    <PageSection id="account-security" kicker="Your account" title="Account security">
      <SecurityPanel />
    </PageSection>
  )
}
