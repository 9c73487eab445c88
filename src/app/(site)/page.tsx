import type { Metadata } from 'next'

import { AccountPanel } from '@/components/Home/AccountPanel.client'
import { ExploreCards } from '@/components/Home/ExploreCards.client'
import { featuredPromo } from '@/components/Home/featuredPromo'
import { HomeWelcome } from '@/components/Home/HomeWelcome.client'
import { PromoCard } from '@/components/Home/PromoCard.client'
import { PageSection, PageShell } from '@/components/Page/PageShell'
import { RouteGuard } from '@/components/RouteGuard/RouteGuard.client'

// The layout's title template reaches child folders only, so this page spells it out.
export const metadata: Metadata = { title: { absolute: 'Home · KAIRO' } }

/** The members' home (spec §2 "/ (home)"): every signed-in role may open it. */
export default async function HomePage() {
  const promo = await featuredPromo()
  return (
    <RouteGuard>
      <PageShell>
        <HomeWelcome />
        {promo && (
          <PageSection id="home-promo" kicker="Featured video" title="Out now">
            <PromoCard video={promo} />
          </PageSection>
        )}
        <PageSection id="home-explore" kicker="Explore" title="Everything KAIRO">
          <ExploreCards />
        </PageSection>
        <PageSection id="home-account" kicker="Members" title="Your account">
          <AccountPanel />
        </PageSection>
      </PageShell>
    </RouteGuard>
  )
}
