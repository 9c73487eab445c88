'use client'

import { PageSection } from '@/components/Page/PageShell'
import { useSession } from '@/components/Session/useSession'

import { PurchaseHistory } from './PurchaseHistory.client'
import { StatCards } from './StatCards.client'
import { useCatalogue, useReleases } from './useCatalogue'
import { usePurchases } from './usePurchases'

/** The stat cards and the purchase history, from one read of the member's purchases. */
export function MemberLibrary() {
  const { user } = useSession()
  const { state, retry } = usePurchases()
  const catalogue = useCatalogue()
  const releases = useReleases()

  return (
    <>
      <StatCards
        purchases={state.status === 'ready' ? state.purchases : null}
        createdAt={user?.createdAt}
      />
      <PageSection id="purchase-history" kicker="Your music" title="Purchase History">
        <PurchaseHistory state={state} retry={retry} catalogue={catalogue} releases={releases} />
      </PageSection>
    </>
  )
}
