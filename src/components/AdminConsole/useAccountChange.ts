import { useState } from 'react'

import { errorMessage } from '@/components/Form/errorMessage'
import { toast } from '@/components/Toast/useToast'
import { apiFetch } from '@/lib/api/client'

import { roleChangeText, statusChangeText } from './accountChangeText'
import type { AccountStatus, AdminUser } from './types'

export type AssignableRole = 'user' | 'premium' | 'admin' | 'viewer'

type Field = 'status' | 'role'

const TEXTS = {
  status: { done: 'User status updated successfully', failed: 'Error updating user status' },
  role: { done: 'User role updated successfully', failed: 'Error updating user role' },
} as const

/**
 * PATCH /api/admin/users/{id}/status and …/role, one at a time, with the spec's toasts (§8).
 * `onChanged` gets the user the server returned, so the console can show it and refresh.
 */
export function useAccountChange(user: AdminUser, onChanged: (user: AdminUser) => void) {
  const [pending, setPending] = useState<Field | null>(null)
  /** What the last change did, in words, for the dialog's own live region. */
  const [saved, setSaved] = useState('')

  const change = async (
    field: Field,
    body: { status: AccountStatus } | { role: AssignableRole },
  ) => {
    if (pending) return
    setPending(field)
    setSaved('')
    try {
      const { user: updated } = await apiFetch<{ user: AdminUser }>(
        `/api/admin/users/${encodeURIComponent(user.id)}/${field}`,
        { method: 'PATCH', body },
      )
      toast({
        title: TEXTS[field].done,
        description:
          field === 'status'
            ? statusChangeText(updated.email, updated.accountStatus)
            : roleChangeText(updated.email, updated.role),
      })
      setSaved(
        field === 'status'
          ? `Status saved: ${updated.accountStatus}.`
          : `Role saved: ${updated.role}.`,
      )
      onChanged(updated)
    } catch (error) {
      toast({
        variant: 'destructive',
        title: TEXTS[field].failed,
        description: errorMessage(error),
      })
    } finally {
      setPending(null)
    }
  }

  return {
    pending,
    saved,
    setStatus: (status: AccountStatus) => change('status', { status }),
    setRole: (role: AssignableRole) => change('role', { role }),
  }
}
