import type { Metadata } from 'next'

import { DashboardWelcome } from '@/components/Dashboard/DashboardWelcome.client'
import { PageSection, PageShell } from '@/components/Page/PageShell.client'
import { RouteGuard } from '@/components/RouteGuard/RouteGuard.client'
import { SecurityPanel } from '@/components/Security/SecurityPanel.client'

export const metadata: Metadata = { title: 'Dashboard' }

// Purchase history and profile editing join as further sections (a later issue).
export default function DashboardPage() {
  return (
    <RouteGuard roles={['user', 'admin', 'moderator']}>
      <PageShell>
        <DashboardWelcome />
        <PageSection id="account-security" kicker="Your account" title="Account security">
          <SecurityPanel />
        </PageSection>
      </PageShell>
    </RouteGuard>
  )
}
