import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as auditRoute } from '@/app/(site)/api/admin/audit-logs/route'
import { GET as purchasesRoute } from '@/app/(site)/api/admin/users/[id]/purchases/route'
import { PATCH as roleRoute } from '@/app/(site)/api/admin/users/[id]/role/route'
import { PATCH as statusRoute } from '@/app/(site)/api/admin/users/[id]/status/route'
import { GET as usersRoute } from '@/app/(site)/api/admin/users/route'
import { GET as meRoute } from '@/app/(site)/api/auth/me/route'
import type { Role } from '@/access/roles'
import { changeAccountStatus, changeRole } from '@/lib/admin/accountChanges'
import { SESSION_COOKIE } from '@/lib/auth/constants'
import { createSession } from '@/lib/auth/sessions'

import { createTrack, createUser, type TestUser } from '../helpers/fixtures'
import { getTestPayload } from '../helpers/payload'

let payload: Payload
const callers = {} as Record<'user' | 'premium' | 'viewer' | 'admin', TestUser>
const cookies = new Map<string, string>()
let member: TestUser

const cookieOf = async (user: TestUser | null): Promise<Record<string, string>> => {
  if (!user) return {}
  if (!cookies.has(user.id)) {
    cookies.set(user.id, `${SESSION_COOKIE}=${(await createSession(payload, user)).token}`)
  }
  return { cookie: cookies.get(user.id)! }
}

const get = async (
  route: (request: Request, context: { params: Promise<{ id: string }> }) => Promise<Response>,
  caller: TestUser | null,
  path: string,
  id = '',
) =>
  route(new Request(`http://test${path}`, { headers: await cookieOf(caller) }), {
    params: Promise.resolve({ id }),
  })

const patch = async (
  route: typeof statusRoute,
  caller: TestUser | null,
  id: string,
  body: unknown,
) =>
  route(
    new Request(`http://test/api/admin/users/${id}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', ...(await cookieOf(caller)) },
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve({ id }) },
  )

const setStatus = (caller: TestUser | null, id: string, status: unknown) =>
  patch(statusRoute, caller, id, { status })
const setRole = (caller: TestUser | null, id: string, role: unknown) =>
  patch(roleRoute, caller, id, { role })

beforeAll(async () => {
  payload = await getTestPayload()
  for (const role of ['user', 'premium', 'viewer', 'admin'] as const) {
    callers[role] = await createUser(payload, role)
  }
  member = await createUser(payload, 'user')
  const track = await createTrack(payload, { title: 'Steppin Out', price: 1.99 })
  await payload.create({
    collection: 'purchases',
    data: {
      user: member.id,
      track: track.id,
      amount: 1.99,
      status: 'failed',
      stripePaymentIntentId: 'pi_admin_view',
    },
    overrideAccess: true,
  })
})

type Call = {
  name: string
  run: (caller: TestUser | null) => Promise<Response>
  allowed: Role[]
}

const CALLS: Call[] = [
  {
    name: 'GET /api/admin/users',
    run: (c) => get(usersRoute, c, '/api/admin/users'),
    allowed: ['viewer', 'admin'],
  },
  {
    name: 'GET /api/admin/users/{id}/purchases',
    run: (c) => get(purchasesRoute, c, '/api/admin/users/x/purchases', member.id),
    allowed: ['viewer', 'admin'],
  },
  {
    name: 'GET /api/admin/audit-logs',
    run: (c) => get(auditRoute, c, '/api/admin/audit-logs'),
    allowed: ['viewer', 'admin'],
  },
  {
    name: 'PATCH /api/admin/users/{id}/status',
    run: (c) => setStatus(c, member.id, 'active'),
    allowed: ['admin'],
  },
  {
    name: 'PATCH /api/admin/users/{id}/role',
    run: (c) => setRole(c, member.id, 'user'),
    allowed: ['admin'],
  },
]

describe('the role × call matrix of the admin API', () => {
  for (const call of CALLS) {
    it(`${call.name}: 401 anonymous, 200 for ${call.allowed.join(' and ')}, 403 for the rest`, async () => {
      expect((await call.run(null)).status).toBe(401)
      for (const role of ['user', 'premium', 'viewer', 'admin'] as const) {
        const response = await call.run(callers[role])
        expect({ role, status: response.status }).toEqual({
          role,
          status: call.allowed.includes(role) ? 200 : 403,
        })
      }
    })
  }
})

describe('reading', () => {
  it('lists users in the client view, never with secrets', async () => {
    const response = await get(usersRoute, callers.viewer, '/api/admin/users')
    const users = (await response.json()) as Array<Record<string, unknown>>
    const listed = users.find((user) => user.id === member.id)
    expect(listed).toMatchObject({ email: member.email, role: 'user', accountStatus: 'active' })
    const text = JSON.stringify(users)
    for (const secret of ['passwordHash', 'mfaSecret', 'mfaBackupCodes', 'passwordResetToken']) {
      expect(text).not.toContain(secret)
    }
  })

  it("lists a member's purchases of every status, and 404 for an unknown user", async () => {
    const response = await get(purchasesRoute, callers.admin, '', member.id)
    expect(await response.json()).toMatchObject([
      {
        status: 'failed',
        amount: '1.99',
        stripePaymentIntentId: 'pi_admin_view',
        track: { title: 'Steppin Out' },
      },
    ])
    const unknown = await get(
      purchasesRoute,
      callers.admin,
      '',
      '7f1e7a52-4a38-4cf0-9a2b-0f6f0e7f7b11',
    )
    expect(unknown.status).toBe(404)
    expect((await get(purchasesRoute, callers.admin, '', 'nope')).status).toBe(404)
  })
})

describe('changing status and role', () => {
  it('400 for a bad value, 404 for an unknown user', async () => {
    const bad = await setStatus(callers.admin, member.id, 'banned')
    expect(bad.status).toBe(400)
    expect(await bad.json()).toEqual({ error: 'Status must be active, locked or suspended' })
    expect((await setRole(callers.admin, member.id, 'moderator')).status).toBe(400)
    expect((await setRole(callers.admin, member.id, 'owner')).status).toBe(400)
    expect(
      (await setStatus(callers.admin, '7f1e7a52-4a38-4cf0-9a2b-0f6f0e7f7b11', 'locked')).status,
    ).toBe(404)
  })

  it("locking ends the member's sessions at once, writes who changed what, and unlocking restores", async () => {
    const target = await createUser(payload, 'user')
    const headers = await cookieOf(target)
    const me = () => meRoute(new Request('http://test/api/auth/me', { headers }))
    expect((await me()).status).toBe(200)

    const locked = await setStatus(callers.admin, target.id, 'locked')
    expect(locked.status).toBe(200)
    expect((await locked.json()).user).toMatchObject({ id: target.id, accountStatus: 'locked' })
    expect((await me()).status).toBe(401)

    const { docs } = await payload.find({
      collection: 'audit-logs',
      where: {
        and: [
          { eventType: { equals: 'user_status_changed' } },
          { resourceId: { equals: target.id } },
        ],
      },
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
    expect(docs[0].action).toBe(
      `${callers.admin.email} changed ${target.email}'s status from active to locked`,
    )
    expect(docs[0].details).toMatchObject({
      from: 'active',
      to: 'locked',
      changedBy: callers.admin.id,
    })

    expect((await setStatus(callers.admin, target.id, 'active')).status).toBe(200)
    const role = await setRole(callers.admin, target.id, 'premium')
    expect((await role.json()).user.role).toBe('premium')
    const { docs: roleEntries } = await payload.find({
      collection: 'audit-logs',
      where: {
        and: [
          { eventType: { equals: 'user_role_changed' } },
          { resourceId: { equals: target.id } },
        ],
      },
      overrideAccess: true,
    })
    expect(roleEntries[0].action).toContain('from user to premium')
  })

  it('an admin cannot lock, suspend or demote themselves', async () => {
    const admin = callers.admin
    for (const status of ['locked', 'suspended']) {
      const response = await setStatus(admin, admin.id, status)
      expect(response.status).toBe(409)
      expect(await response.json()).toEqual({
        error: 'You cannot lock or suspend your own account.',
      })
    }
    const demote = await setRole(admin, admin.id, 'viewer')
    expect(demote.status).toBe(409)
    expect(await demote.json()).toEqual({ error: 'You cannot remove your own admin role.' })
    const me = await payload.findByID({ collection: 'users', id: admin.id, overrideAccess: true })
    expect(me).toMatchObject({ role: 'admin', accountStatus: 'active' })
  })

  it('the last active admin is never locked or demoted, even by a request already under way', async () => {
    const first = await createUser(payload, 'admin')
    const second = await createUser(payload, 'admin')
    // Only these two stay active admins.
    await payload.update({
      collection: 'users',
      where: { and: [{ role: { equals: 'admin' } }, { id: { not_in: [first.id, second.id] } }] },
      data: { accountStatus: 'suspended' },
      overrideAccess: true,
    })
    try {
      // The first locks the second: allowed, the first remains.
      expect((await setStatus(first, second.id, 'locked')).status).toBe(200)
      // The second's request sent a moment earlier, before the lock reached it, arrives now.
      const meta = { ipAddress: '127.0.0.1', userAgent: null }
      const lock = await changeAccountStatus(payload, second, first.id, 'locked', meta)
      expect(lock).toEqual({
        ok: false,
        status: 409,
        error: 'The last active admin cannot be locked or suspended.',
      })
      const demote = await changeRole(payload, second, first.id, 'user', meta)
      expect(demote).toEqual({
        ok: false,
        status: 409,
        error: 'The last active admin cannot lose the admin role.',
      })
    } finally {
      await payload.update({
        collection: 'users',
        where: { role: { equals: 'admin' } },
        data: { accountStatus: 'active' },
        overrideAccess: true,
      })
    }
  })
})

describe('audit log listing', () => {
  it('is newest first, paginated and filterable by event type and severity', async () => {
    for (let index = 0; index < 3; index += 1) {
      await payload.create({
        collection: 'audit-logs',
        data: {
          eventType: 'test_event',
          action: `entry ${index}`,
          severity: index === 2 ? 'critical' : 'info',
          timestamp: new Date(Date.now() + index * 1000).toISOString(),
        },
        overrideAccess: true,
      })
    }
    const page = async (query: string) =>
      (await (await get(auditRoute, callers.viewer, `/api/admin/audit-logs?${query}`)).json()) as {
        logs: Array<{ action: string; severity: string }>
        totalDocs: number
        totalPages: number
      }
    const first = await page('eventType=test_event&limit=2')
    expect(first.logs.map((log) => log.action)).toEqual(['entry 2', 'entry 1'])
    expect(first.totalPages).toBe(2)
    expect(
      (await page('eventType=test_event&limit=2&page=2')).logs.map((log) => log.action),
    ).toEqual(['entry 0'])
    const critical = await page('eventType=test_event&severity=critical')
    expect(critical.logs.map((log) => log.action)).toEqual(['entry 2'])
    const bad = await get(auditRoute, callers.viewer, '/api/admin/audit-logs?severity=loud')
    expect(bad.status).toBe(400)
  })
})
