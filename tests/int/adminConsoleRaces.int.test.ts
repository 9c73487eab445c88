import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { PATCH as roleRoute } from '@/app/(site)/api/admin/users/[id]/role/route'
import { PATCH as statusRoute } from '@/app/(site)/api/admin/users/[id]/status/route'

import { createUser, type TestUser } from '../helpers/fixtures'
import { sessionCookie } from '../helpers/fuzzing/sessions'
import { getTestPayload } from '../helpers/payload'

/*
 * Two admins changing each other's role or status at the same moment: the console decides one
 * change after the other (src/lib/admin/accountChanges.ts), so they never both succeed and the
 * site always keeps an active admin. Each case is played several times, the two calls at once.
 */

const ROUNDS = 6

let payload: Payload

type Admin = { user: TestUser; cookie: string }

beforeAll(async () => {
  payload = await getTestPayload()
})

const newAdmin = async (): Promise<Admin> => {
  const user = await createUser(payload, 'admin')
  return { user, cookie: await sessionCookie(payload, user) }
}

/** Leaves `keep` as the only active admins, for one round. */
const onlyActiveAdmins = (keep: Admin[]) =>
  payload.update({
    collection: 'users',
    where: {
      and: [{ role: { equals: 'admin' } }, { id: { not_in: keep.map((admin) => admin.user.id) } }],
    },
    data: { accountStatus: 'suspended' },
    overrideAccess: true,
  })

const isActiveAdmin = async ({ user }: Admin): Promise<boolean> => {
  const now = await payload.findByID({ collection: 'users', id: user.id, overrideAccess: true })
  return now.role === 'admin' && now.accountStatus === 'active'
}

type Change = { route: typeof roleRoute; body: Record<string, string> }
const DEMOTE: Change = { route: roleRoute, body: { role: 'user' } }
const SUSPEND: Change = { route: statusRoute, body: { status: 'suspended' } }

const change = ({ route, body }: Change, actor: Admin, target: Admin) =>
  route(
    new Request(`http://test/api/admin/users/${target.user.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', cookie: actor.cookie },
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve({ id: target.user.id }) },
  )

/** Both admins change each other at once; what each got, and whether each is still an admin. */
const faceOff = async (kind: Change, a: Admin, b: Admin) => {
  const answers = await Promise.all([change(kind, a, b), change(kind, b, a)])
  return {
    statuses: answers.map((answer) => answer.status),
    stillAdmins: [await isActiveAdmin(a), await isActiveAdmin(b)],
  }
}

// The loser is refused by the rules (409), or finds itself no admin any more (401, 403).
const REFUSED = [401, 403, 409]

describe('two admins demoting or suspending each other at the same moment', () => {
  for (const [name, kind] of [
    ['demoting', DEMOTE],
    ['suspending', SUSPEND],
  ] as const) {
    it(`${name}: the last two admins never both succeed, and one stays an active admin`, async () => {
      for (let round = 0; round < ROUNDS; round += 1) {
        const [a, b] = [await newAdmin(), await newAdmin()]
        await onlyActiveAdmins([a, b])
        const { statuses, stillAdmins } = await faceOff(kind, a, b)
        expect(
          statuses.filter((status) => status === 200),
          `round ${round}`,
        ).toHaveLength(1)
        expect(REFUSED).toContain(statuses.find((status) => status !== 200))
        expect(stillAdmins.filter(Boolean), `round ${round}`).toHaveLength(1)
      }
    })

    it(`${name}: with a third admin, an admin who just lost the role changes nobody`, async () => {
      for (let round = 0; round < ROUNDS; round += 1) {
        const [a, b, third] = [await newAdmin(), await newAdmin(), await newAdmin()]
        await onlyActiveAdmins([a, b, third])
        const { statuses, stillAdmins } = await faceOff(kind, a, b)
        expect(
          statuses.filter((status) => status === 200),
          `round ${round}`,
        ).toHaveLength(1)
        expect(REFUSED).toContain(statuses.find((status) => status !== 200))
        expect(stillAdmins.filter(Boolean), `round ${round}`).toHaveLength(1)
        expect(await isActiveAdmin(third)).toBe(true)
      }
    })
  }
})
