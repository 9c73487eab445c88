import type { Metadata } from 'next'

import { AdminConsole } from '@/components/AdminConsole/AdminConsole.client'
import { AdminIntro } from '@/components/AdminConsole/AdminIntro.client'
import { CmsLinks } from '@/components/AdminConsole/CmsLinks.client'
import { ViewerSecurity } from '@/components/AdminConsole/ViewerSecurity.client'
import { PageSection, PageShell } from '@/components/Page/PageShell'
import { RouteGuard } from '@/components/RouteGuard/RouteGuard.client'

export const metadata: Metadata = { title: 'Admin' }

export default function AdminPage() {
  return (
    <RouteGuard roles={['admin', 'viewer']}>
      <PageShell>
        <AdminIntro />
        <AdminConsole />
        <PageSection id="admin-cms" kicker="In the CMS" title="Content">
          <CmsLinks />
        </PageSection>
        <ViewerSecurity />
      </PageShell>
    </RouteGuard>
  )
}
