import type { Metadata } from 'next'

import { AccountSettings } from '@/components/Dashboard/AccountSettings.client'
import { DashboardWelcome } from '@/components/Dashboard/DashboardWelcome.client'
import { MemberLibrary } from '@/components/Dashboard/MemberLibrary.client'
import { SignedOutNotice } from '@/components/Dashboard/SignedOutNotice.client'
import { PageSection, PageShell } from '@/components/Page/PageShell'
import { PrivacyPanel } from '@/components/Privacy/PrivacyPanel.client'
import { RouteGuard } from '@/components/RouteGuard/RouteGuard.client'
import { SecurityPanel } from '@/components/Security/SecurityPanel.client'

export const metadata: Metadata = { title: 'Dashboard' }

// Paying members become 'premium' and must still reach their downloads.
export default function DashboardPage() {
  return (
    <>
      <SignedOutNotice />
      <RouteGuard roles={['user', 'premium', 'admin', 'moderator']}>
        <PageShell>
          <DashboardWelcome />
          <MemberLibrary />
          <PageSection id="account-settings" kicker="Your details" title="Account Settings">
            <AccountSettings />
          </PageSection>
          <PageSection id="account-privacy" kicker="Your data" title="Privacy">
            <PrivacyPanel />
          </PageSection>
          <PageSection id="account-security" kicker="Your account" title="Account security">
            <SecurityPanel />
          </PageSection>
        </PageShell>
      </RouteGuard>
    </>
  )
}
