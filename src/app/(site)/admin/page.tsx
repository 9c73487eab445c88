import type { Metadata } from 'next'

import { AdminIntro } from '@/components/AdminConsole/AdminIntro.client'
import { CmsLinks } from '@/components/AdminConsole/CmsLinks.client'
import { PageSection, PageShell } from '@/components/Page/PageShell.client'
import { RouteGuard } from '@/components/RouteGuard/RouteGuard.client'
import { SecurityPanel } from '@/components/Security/SecurityPanel.client'

export const metadata: Metadata = { title: 'Admin' }

// Viewers cannot open /dashboard, so the console carries the security panel too.
export default function AdminPage() {
  return (
    <RouteGuard roles={['admin', 'viewer']}>
      <PageShell>
        <AdminIntro />
        <PageSection id="admin-cms" kicker="Manage" title="Content & users">
          <CmsLinks />
        </PageSection>
        <PageSection id="account-security" kicker="Your account" title="Account security">
          <SecurityPanel />
        </PageSection>
      </PageShell>
    </RouteGuard>
  )
}
