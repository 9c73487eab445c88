import fc from 'fast-check'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, it } from 'vitest'

import { GET as auditRoute } from '@/app/(site)/api/admin/audit-logs/route'
import { GET as purchasesRoute } from '@/app/(site)/api/admin/users/[id]/purchases/route'
import { PATCH as roleRoute } from '@/app/(site)/api/admin/users/[id]/role/route'
import { PATCH as statusRoute } from '@/app/(site)/api/admin/users/[id]/status/route'
import { GET as usersRoute } from '@/app/(site)/api/admin/users/route'
import type { Role } from '@/access/roles'
import { ACCOUNT_STATUSES, ASSIGNABLE_ROLES } from '@/lib/validation/admin'

import { createTrack, createUser, type TestUser } from '../helpers/fixtures'
import { fuzz, FUZZ_TIMEOUT_MS, writeCounts } from '../helpers/fuzz'
import { bodyOf, nearValidBody } from '../helpers/fuzzing/bodies'
import {
  cookieChoice,
  cookieFor,
  headersArb,
  idParam,
  pathSegment,
  plainHeaders,
  queryString,
  send,
} from '../helpers/fuzzing/requests'
import { sessionCookie } from '../helpers/fuzzing/sessions'
import { nastyText } from '../helpers/fuzzing/values'
import { getTestPayload } from '../helpers/payload'

const BASE = 'http://test/api/admin'

let payload: Payload
let admin: TestUser
const cookies = {} as Record<'admin' | 'viewer' | 'user', string>
/** Accounts the admin calls may change: never the callers of this file. */
const targets: string[] = []
let buyer: TestUser

beforeAll(async () => {
  payload = await getTestPayload()
  for (const role of ['admin', 'viewer', 'user'] as const) {
    const user = await createUser(payload, role)
    if (role === 'admin') admin = user
    cookies[role] = await sessionCookie(payload, user)
  }
  // A second admin keeps the last-admin rule from refusing everything, until it is changed too.
  for (const role of ['user', 'premium', 'admin'] as const) {
    targets.push((await createUser(payload, role)).id)
  }
  buyer = await createUser(payload, 'user')
  const track = await createTrack(payload, { price: 1.99 })
  await payload.create({
    collection: 'purchases',
    data: { user: buyer.id, track: track.id, amount: 1.99, status: 'completed' },
    overrideAccess: true,
  })
})

afterAll(() => writeCounts('admin'))

/** Staff calls are made mostly by the staff they are for, and now and then by anyone else. */
const staffCaller = fc.record({
  choice: cookieChoice({ none: 1, garbage: 1, live: 8 }),
  role: fc.oneof(
    { weight: 6, arbitrary: fc.constant<Role>('admin') },
    { weight: 1, arbitrary: fc.constantFrom<Role>('viewer', 'user') },
  ),
})
const cookieOf = ({ choice, role }: { choice: Parameters<typeof cookieFor>[0]; role: Role }) =>
  cookieFor(choice, () => cookies[role as keyof typeof cookies])

describe.concurrent('fuzzing the admin calls', () => {
  for (const [name, route, key, values] of [
    ['PATCH /api/admin/users/{id}/status', statusRoute, 'status', ACCOUNT_STATUSES],
    ['PATCH /api/admin/users/{id}/role', roleRoute, 'role', [...ASSIGNABLE_ROLES, 'moderator']],
  ] as const) {
    it(
      name,
      async () => {
        const nearValid = nearValidBody({ [key]: fc.constantFrom(...values) })
        await fuzz({
          name,
          input: fc.record({
            caller: staffCaller,
            id: idParam([...targets, admin.id, buyer.id]),
            body: bodyOf(nearValid),
            headers: headersArb,
          }),
          call: async ({ caller, id, body, headers }) =>
            send(route, {
              method: 'PATCH',
              url: `${BASE}/users/${pathSegment(id)}/${key}`,
              body,
              headers,
              cookie: await cookieOf(caller),
              params: { id },
            }),
        })
      },
      FUZZ_TIMEOUT_MS,
    )
  }

  it(
    'GET /api/admin/users/{id}/purchases',
    async () => {
      await fuzz({
        name: 'GET /api/admin/users/{id}/purchases',
        input: fc.record({
          caller: staffCaller,
          id: idParam([buyer.id, admin.id, ...targets]),
          headers: headersArb,
        }),
        call: async ({ caller, id, headers }) =>
          send(purchasesRoute, {
            method: 'GET',
            url: `${BASE}/users/${pathSegment(id)}/purchases`,
            headers,
            cookie: await cookieOf(caller),
            params: { id },
          }),
      })
    },
    FUZZ_TIMEOUT_MS,
  )

  it(
    'GET /api/admin/users',
    async () => {
      await fuzz({
        name: 'GET /api/admin/users',
        input: fc.record({
          caller: staffCaller,
          query: queryString({ search: nastyText, role: fc.constantFrom('admin', 'user') }),
          headers: headersArb,
        }),
        call: async ({ caller, query, headers }) =>
          send(usersRoute, {
            method: 'GET',
            url: `${BASE}/users?${query}`,
            headers,
            cookie: await cookieOf(caller),
          }),
      })
    },
    FUZZ_TIMEOUT_MS,
  )

  it(
    'GET /api/admin/audit-logs',
    async () => {
      // Small pages mostly: a page of 200 entries costs as much as a hundred small ones.
      const number = (max: number) =>
        fc.oneof(
          { weight: 4, arbitrary: fc.integer({ min: 1, max: 5 }).map(String) },
          { weight: 1, arbitrary: fc.integer({ min: -2, max: max + 2 }).map(String) },
          {
            weight: 1,
            arbitrary: fc.constantFrom(
              '1.5',
              '1e2',
              '0x10',
              ' 2 ',
              'Infinity',
              '-0',
              '9'.repeat(400),
            ),
          },
        )
      await fuzz({
        name: 'GET /api/admin/audit-logs',
        // A filter with U+0000 failed the query (500).
        examples: [
          {
            caller: { choice: { kind: 'live' }, role: 'admin' },
            query: 'eventType=a%00b',
            headers: plainHeaders,
          },
        ],
        input: fc.record({
          caller: staffCaller,
          query: queryString({
            page: number(10_000),
            limit: number(200),
            eventType: fc.constantFrom('login_success', 'user_status_changed', 'test_event', ''),
            severity: fc.constantFrom('info', 'warning', 'error', 'critical', 'INFO'),
          }),
          headers: headersArb,
        }),
        call: async ({ caller, query, headers }) =>
          send(auditRoute, {
            method: 'GET',
            url: `${BASE}/audit-logs?${query}`,
            headers,
            cookie: await cookieOf(caller),
          }),
      })
    },
    FUZZ_TIMEOUT_MS,
  )
})
