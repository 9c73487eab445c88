'use client'

import { StatCard, StatGrid } from '@/components/Primitives/StatCard.client'

import { countUsers } from './userDirectory'
import type { AdminUser } from './types'

/** Total, active, locked and admin users, counted from the list (null while it loads). */
export function UserCounters({ users }: { users: readonly AdminUser[] | null }) {
  const counts = users ? countUsers(users) : null
  const show = (n: number | undefined) => (n === undefined ? '–' : String(n))

  return (
    <StatGrid aria-label="User counts" $columns={4}>
      <StatCard
        testId="stat-total-users"
        label="Total users"
        value={show(counts?.total)}
        icon={
          <>
            <path d="M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2" />
            <circle cx="9" cy="7" r="4" />
            <path d="M22 21v-2a4 4 0 0 0-3-3.87M16 3.13a4 4 0 0 1 0 7.75" />
          </>
        }
      />
      <StatCard
        testId="stat-active-users"
        label="Active users"
        value={show(counts?.active)}
        icon={
          <>
            <path d="M22 11.08V12a10 10 0 1 1-5.93-9.14" />
            <path d="m22 4-10 10.01-3-3" />
          </>
        }
      />
      <StatCard
        testId="stat-locked-users"
        label="Locked users"
        value={show(counts?.locked)}
        icon={
          <>
            <rect x="3" y="11" width="18" height="11" rx="2" />
            <path d="M7 11V7a5 5 0 0 1 10 0v4" />
          </>
        }
      />
      <StatCard
        testId="stat-admin-users"
        label="Admin users"
        value={show(counts?.admins)}
        icon={<path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z" />}
      />
    </StatGrid>
  )
}
