'use client'

import { StatCard, StatGrid } from '@/components/Primitives/StatCard.client'
import type { PublicPurchase } from '@/lib/commerce/purchases'

import { memberSinceYear, totalSpent } from './purchaseStats'

type Props = {
  /** null while the purchases load. */
  purchases: PublicPurchase[] | null
  createdAt: string | null | undefined
}

/** Purchases, money spent and membership at a glance (spec §2 "Dashboard"). */
export function StatCards({ purchases, createdAt }: Props) {
  const pending = purchases === null
  return (
    <StatGrid aria-label="Your stats">
      <StatCard
        testId="stat-total-purchases"
        label="Total purchases"
        value={pending ? '–' : String(purchases.length)}
        icon={
          <path d="M9 18V5l12-2v13M9 18a3 3 0 1 1-6 0 3 3 0 0 1 6 0zM21 16a3 3 0 1 1-6 0 3 3 0 0 1 6 0z" />
        }
      />
      <StatCard
        testId="stat-total-spent"
        label="Total spent"
        value={pending ? '–' : `$${totalSpent(purchases)}`}
        icon={<path d="M12 2v20M17 5H9.5a3.5 3.5 0 0 0 0 7h5a3.5 3.5 0 0 1 0 7H6" />}
      />
      <StatCard
        testId="stat-member-since"
        label="Member since"
        value={String(memberSinceYear(createdAt))}
        icon={
          <>
            <rect x="3" y="4" width="18" height="18" rx="2" />
            <path d="M16 2v4M8 2v4M3 10h18" />
          </>
        }
      />
    </StatGrid>
  )
}
