import type { Payload } from 'payload'

import { audit } from '@/lib/audit'
import { revokeUserSessions } from '@/lib/auth/sessions'
import type { RequestMeta } from '@/lib/http/request'
import type { User } from '@/payload-types'

type Status = User['accountStatus']
type Role = User['role']

export type ChangeResult =
  { ok: true; user: User } | { ok: false; status: 404 | 409; error: string }

const otherActiveAdmins = async (payload: Payload, userId: string): Promise<number> =>
  (
    await payload.count({
      collection: 'users',
      where: {
        and: [
          { role: { equals: 'admin' } },
          { accountStatus: { equals: 'active' } },
          { id: { not_equals: userId } },
        ],
      },
      overrideAccess: true,
    })
  ).totalDocs

const findUser = async (payload: Payload, id: string): Promise<User | null> =>
  payload.findByID({ collection: 'users', id, overrideAccess: true, disableErrors: true })

type Change<T> = {
  field: 'accountStatus' | 'role'
  value: T
  /** Why this change may not be made, or null when it may. */
  refuse: (target: User, actor: User) => Promise<string | null>
}

const applyChange = async <T extends Status | Role>(
  payload: Payload,
  actor: User,
  targetId: string,
  change: Change<T>,
  meta: RequestMeta,
): Promise<ChangeResult> => {
  const target = await findUser(payload, targetId)
  if (!target) return { ok: false, status: 404, error: 'User not found' }
  const from = target[change.field]
  if (from === change.value) return { ok: true, user: target }
  const refusal = await change.refuse(target, actor)
  if (refusal) return { ok: false, status: 409, error: refusal }

  const user = await payload.update({
    collection: 'users',
    id: target.id,
    data: { [change.field]: change.value },
    overrideAccess: true,
  })
  // A locked or suspended account is signed out everywhere at once.
  if (change.field === 'accountStatus' && change.value !== 'active') {
    await revokeUserSessions(payload, target.id)
  }
  await audit(payload, {
    eventType: change.field === 'role' ? 'user_role_changed' : 'user_status_changed',
    action: `${actor.email} changed ${target.email}'s ${change.field === 'role' ? 'role' : 'status'} from ${from} to ${change.value}`,
    user: actor.id,
    resourceType: 'users',
    resourceId: target.id,
    severity: 'warning',
    details: { field: change.field, from, to: change.value, changedBy: actor.id },
    meta,
  })
  return {
    ok: true,
    user: await payload.findByID({ collection: 'users', id: user.id, overrideAccess: true }),
  }
}

/** An admin sets a member's account status (spec §4); never their own, never the last admin's. */
export const changeAccountStatus = (
  payload: Payload,
  actor: User,
  targetId: string,
  status: Status,
  meta: RequestMeta,
) =>
  applyChange(
    payload,
    actor,
    targetId,
    {
      field: 'accountStatus',
      value: status,
      refuse: async (target) => {
        if (status === 'active') return null
        if (target.id === actor.id) return 'You cannot lock or suspend your own account.'
        if (target.role === 'admin' && (await otherActiveAdmins(payload, target.id)) === 0) {
          return 'The last active admin cannot be locked or suspended.'
        }
        return null
      },
    },
    meta,
  )

/** An admin sets a member's role; an admin cannot demote themselves or the last active admin. */
export const changeRole = (
  payload: Payload,
  actor: User,
  targetId: string,
  role: Role,
  meta: RequestMeta,
) =>
  applyChange(
    payload,
    actor,
    targetId,
    {
      field: 'role',
      value: role,
      refuse: async (target) => {
        if (target.role !== 'admin' || role === 'admin') return null
        if (target.id === actor.id) return 'You cannot remove your own admin role.'
        if (
          target.accountStatus === 'active' &&
          (await otherActiveAdmins(payload, target.id)) === 0
        ) {
          return 'The last active admin cannot lose the admin role.'
        }
        return null
      },
    },
    meta,
  )
