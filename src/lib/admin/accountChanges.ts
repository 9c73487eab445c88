import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { audit } from '@/lib/audit'
import { revokeUserSessions } from '@/lib/auth/sessions'
import { inPayloadTransaction } from '@/lib/db/payloadTransaction'
import type { SqlTransaction } from '@/lib/db/sql'
import type { RequestMeta } from '@/lib/http/request'
import type { User } from '@/payload-types'

type Status = User['accountStatus']
type Role = User['role']

export type ChangeResult =
  { ok: true; user: User } | { ok: false; status: 403 | 404 | 409; error: string }

type Refusal = Extract<ChangeResult, { ok: false }>

const otherActiveAdmins = async (req: PayloadRequest, userId: string): Promise<number> =>
  (
    await req.payload.count({
      collection: 'users',
      where: {
        and: [
          { role: { equals: 'admin' } },
          { accountStatus: { equals: 'active' } },
          { id: { not_equals: userId } },
        ],
      },
      overrideAccess: true,
      req,
    })
  ).totalDocs

const findUser = async (req: PayloadRequest, id: string): Promise<User | null> =>
  req.payload.findByID({
    collection: 'users',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req,
  })

/**
 * Serialises every change that could leave the site without an admin: the rows of all admins,
 * of the target and of the actor stay locked until the change commits, so two admins demoting
 * or suspending each other at the same moment are decided one after the other, each on what the
 * other left. In id order, so that two changes never wait for each other's rows.
 */
const lockAdminRows = (tx: SqlTransaction, targetId: string, actorId: string) =>
  tx.execute(sql`SELECT id FROM users
    WHERE role = 'admin' OR id = ${targetId} OR id = ${actorId}
    ORDER BY id FOR NO KEY UPDATE`)

type Change<T> = {
  field: 'accountStatus' | 'role'
  value: T
  /** Why this change may not be made, or null when it may. */
  refuse: (req: PayloadRequest, target: User, actor: User) => Promise<string | null>
}

type Applied = { target: User; from: string }

/** Checks and makes the change in one transaction, under the admins' row locks. */
const applyLocked = <T extends Status | Role>(
  payload: Payload,
  actorId: string,
  targetId: string,
  change: Change<T>,
): Promise<Applied | Refusal | null> =>
  inPayloadTransaction(payload, async (req, tx) => {
    await lockAdminRows(tx, targetId, actorId)
    const target = await findUser(req, targetId)
    if (!target) return { ok: false, status: 404, error: 'User not found' } as const
    const from = target[change.field]
    if (from === change.value) return null
    const actor = await findUser(req, actorId)
    const refusal = actor ? await change.refuse(req, target, actor) : null
    if (refusal) return { ok: false, status: 409, error: refusal } as const
    // The actor may have lost the admin role, or been locked, by a change that committed first.
    if (actor?.role !== 'admin' || actor.accountStatus !== 'active') {
      return { ok: false, status: 403, error: 'Only an active admin can change accounts.' } as const
    }
    await payload.update({
      collection: 'users',
      id: target.id,
      data: { [change.field]: change.value },
      overrideAccess: true,
      req,
    })
    return { target, from }
  })

const applyChange = async <T extends Status | Role>(
  payload: Payload,
  actor: User,
  targetId: string,
  change: Change<T>,
  meta: RequestMeta,
): Promise<ChangeResult> => {
  const applied = await applyLocked(payload, actor.id, targetId, change)
  if (applied && 'ok' in applied) return applied
  if (applied) {
    const { target, from } = applied
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
  }
  const user = await payload.findByID({ collection: 'users', id: targetId, overrideAccess: true })
  return { ok: true, user }
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
      refuse: async (req, target, current) => {
        if (status === 'active') return null
        if (target.id === current.id) return 'You cannot lock or suspend your own account.'
        if (target.role === 'admin' && (await otherActiveAdmins(req, target.id)) === 0) {
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
      refuse: async (req, target, current) => {
        if (target.role !== 'admin' || role === 'admin') return null
        if (target.id === current.id) return 'You cannot remove your own admin role.'
        if (target.accountStatus === 'active' && (await otherActiveAdmins(req, target.id)) === 0) {
          return 'The last active admin cannot lose the admin role.'
        }
        return null
      },
    },
    meta,
  )
