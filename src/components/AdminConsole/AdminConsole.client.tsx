'use client'

import dynamic from 'next/dynamic'
import { useState } from 'react'

import { Icon } from '@/components/Primitives/Icon'
import { Stack } from '@/components/Primitives/Stack'
import { useSession } from '@/components/Session/useSession'

import { AuditLogs } from './AuditLogs.client'
import { ConsoleTabs } from './ConsoleTabs.client'
import type { AdminUser } from './types'
import { useAdminUsers } from './useAdminUsers'
import { UserCounters } from './UserCounters.client'
import { UserManagement } from './UserManagement.client'

// The dialog opens on a click, so it loads then (or as the pointer or focus reaches the
// console): with it go zod and the account-management code, out of the page's first load.
const loadUserDialog = () => import('./UserDialog.client')
const preloadUserDialog = () => void loadUserDialog().catch(() => undefined)
const UserDialog = dynamic(() => loadUserDialog().then((module) => module.UserDialog), {
  ssr: false,
})

/**
 * The console (spec §2 "Admin console"): counters, then the users and the audit log in two
 * tabs. The dialog reads its user from the list by id, so a change shows there as soon as the
 * server answers, and again after the list and the audit log are reread (spec §4).
 */
export function AdminConsole() {
  const { user: me } = useSession()
  const { users, error, refreshing, reload, replaceUser } = useAdminUsers()
  const [openId, setOpenId] = useState<string | null>(null)
  const [auditVersion, setAuditVersion] = useState(0)
  const readOnly = me?.role !== 'admin'
  const open = openId ? (users?.find(({ id }) => id === openId) ?? null) : null

  const changed = (user: AdminUser) => {
    replaceUser(user)
    reload()
    setAuditVersion((n) => n + 1)
  }

  return (
    <Stack $gap={10} onPointerEnter={preloadUserDialog} onFocus={preloadUserDialog}>
      <UserCounters users={users} />
      <ConsoleTabs
        label="Admin console"
        tabs={[
          {
            id: 'admin-users',
            label: 'User Management',
            icon: (
              <Icon width="18" height="18">
                <path d="M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2" />
                <circle cx="9" cy="7" r="4" />
                <path d="M22 21v-2a4 4 0 0 0-3-3.87M16 3.13a4 4 0 0 1 0 7.75" />
              </Icon>
            ),
            panel: (
              <UserManagement
                users={users}
                error={error}
                refreshing={refreshing}
                selfId={me?.id}
                onRetry={reload}
                onView={(user) => setOpenId(user.id)}
              />
            ),
          },
          {
            id: 'admin-audit',
            label: 'Audit Logs',
            icon: (
              <Icon width="18" height="18">
                <path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8z" />
                <path d="M14 2v6h6M16 13H8M16 17H8M10 9H8" />
              </Icon>
            ),
            panel: <AuditLogs version={auditVersion} />,
          },
        ]}
      />
      {open && (
        <UserDialog
          key={open.id}
          user={open}
          readOnly={readOnly}
          isSelf={open.id === me?.id}
          onChanged={changed}
          onClose={() => setOpenId(null)}
        />
      )}
    </Stack>
  )
}
