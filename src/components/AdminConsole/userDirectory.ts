import type { BadgeTone } from '@/components/Primitives/badgeTone'

import type { AccountStatus, AdminUser } from './types'

/** The console's reading of the users list (spec §2 "Admin console", §4 "Account status"). */

type Named = Pick<AdminUser, 'firstName' | 'lastName'>

/** First and last name, or '' when neither is set. */
export const fullName = ({ firstName, lastName }: Named): string =>
  [firstName, lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ')

/** The table's name column: 'Not set' when there is no first or last name. */
export const nameOrNotSet = (user: Named): string => fullName(user) || 'Not set'

/** Case-insensitive substring match on e-mail, full name, role or status. */
export const matchesSearch = (user: AdminUser, query: string): boolean => {
  const needle = query.trim().toLowerCase()
  if (!needle) return true
  return [user.email, fullName(user), user.role, user.accountStatus].some((field) =>
    (field ?? '').toLowerCase().includes(needle),
  )
}

export const filterUsers = (users: readonly AdminUser[], query: string): AdminUser[] =>
  users.filter((user) => matchesSearch(user, query))

export type UserCounts = { total: number; active: number; locked: number; admins: number }

/** The four counters above the tabs. */
export const countUsers = (users: readonly AdminUser[]): UserCounts => ({
  total: users.length,
  active: users.filter(({ accountStatus }) => accountStatus === 'active').length,
  locked: users.filter(({ accountStatus }) => accountStatus === 'locked').length,
  admins: users.filter(({ role }) => role === 'admin').length,
})

/** Lock turns an active account locked; Unlock turns locked, or any other status, active. */
export const lockToggle = (
  status: string | null | undefined,
): { label: 'Lock' | 'Unlock'; next: AccountStatus } =>
  status === 'active' ? { label: 'Lock', next: 'locked' } : { label: 'Unlock', next: 'active' }

export const accountStatusTone = (status: string | null | undefined): BadgeTone =>
  status === 'active' ? 'success' : status === 'locked' ? 'failure' : 'pending'

export const roleTone = (role: string | null | undefined): BadgeTone =>
  role === 'admin' ? 'accent' : role === 'viewer' ? 'info' : role === 'premium' ? 'gold' : 'neutral'

const dateTime = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' })
const dateOnly = new Intl.DateTimeFormat('en', { dateStyle: 'medium' })

/** 'Nov 23, 2026, 9:41 PM' ('Nov 23, 2026' without the time), or `fallback` for no date. */
export const formatWhen = (
  iso: string | null | undefined,
  fallback: string,
  { time = true }: { time?: boolean } = {},
): string => {
  if (!iso) return fallback
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return fallback
  return (time ? dateTime : dateOnly).format(date)
}

/** The last login column and fact: 'Never' when the account has not signed in. */
export const formatLastLogin = (iso: string | null | undefined): string => formatWhen(iso, 'Never')
