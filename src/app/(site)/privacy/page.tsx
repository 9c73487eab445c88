import type { Metadata } from 'next'

import { HeroHeader } from '@/components/Page/HeroHeader'
import { PageShell } from '@/components/Page/PageShell'
import { PrivacyPolicy } from '@/components/Privacy/PrivacyPolicy'

export const metadata: Metadata = {
  title: 'Privacy',
  description:
    'What the KAIRO site keeps about you, why, for how long, and how to get or delete it.',
}

/** The privacy policy the register form's consent box points to; public, no sign-in needed. */
export default function PrivacyPage() {
  return (
    <PageShell>
      <HeroHeader kicker="KAIRO · Your data" title="Privacy">
        <p>
          What we keep about you, why we keep it, for how long, and how to take it with you or have
          it removed.
        </p>
      </HeroHeader>
      <PrivacyPolicy />
    </PageShell>
  )
}
