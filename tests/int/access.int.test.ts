import type { CollectionSlug, Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { allowed, visibleIds } from '../helpers/access'
import { createTrack, createUser, type TestUser } from '../helpers/fixtures'
import { getTestPayload } from '../helpers/payload'

let payload: Payload
let admin: TestUser
let viewer: TestUser
let fan: TestUser
let premium: TestUser
const ids: Record<string, Record<string, string>> = {}

const sorted = (...values: string[]) => [...values].sort()

/** One document per owner in every member-owned collection. */
const seedOwned = async (owner: TestUser, key: string) => {
  const track = await createTrack(payload)
  const purchase = await payload.create({
    collection: 'purchases',
    data: {
      user: owner.id,
      track: track.id,
      amount: 1.99,
      currency: 'usd',
      status: 'completed',
      purchaseDate: new Date().toISOString(),
    },
    overrideAccess: true,
  })
  const permission = await payload.create({
    collection: 'user-file-permissions',
    data: {
      user: owner.id,
      track: track.id,
      purchase: purchase.id,
      fileUrl: `/x/${track.id}`,
      permission: 'read',
    },
    overrideAccess: true,
  })
  const session = await payload.create({
    collection: 'user-sessions',
    data: {
      user: owner.id,
      sessionToken: `hash-${key}`,
      refreshToken: `refresh-${key}`,
      expiresAt: new Date(Date.now() + 60_000).toISOString(),
    },
    overrideAccess: true,
  })
  const exportRequest = await payload.create({
    collection: 'data-export-requests',
    data: { user: owner.id, requestType: 'export', status: 'pending' },
    overrideAccess: true,
  })
  ids[key] = {
    purchases: purchase.id,
    'user-file-permissions': permission.id,
    'user-sessions': session.id,
    'data-export-requests': exportRequest.id,
  }
}

beforeAll(async () => {
  payload = await getTestPayload()
  admin = await createUser(payload, 'admin')
  viewer = await createUser(payload, 'viewer')
  fan = await createUser(payload, 'user')
  premium = await createUser(payload, 'premium')
  await seedOwned(fan, 'fan')
  await seedOwned(premium, 'premium')
  await payload.create({
    collection: 'audit-logs',
    data: { eventType: 'test', action: 'seeded', user: admin.id },
    overrideAccess: true,
  })
  await payload.create({
    collection: 'login-attempts',
    data: { email: fan.email, ipAddress: '127.0.0.1' },
    overrideAccess: true,
  })
  await payload.create({
    collection: 'password-history',
    data: { user: fan.id, passwordHash: 'old-hash' },
    overrideAccess: true,
  })
  await payload.create({
    collection: 'auth-challenges',
    data: {
      user: fan.id,
      tokenHash: 'challenge-hash',
      expiresAt: new Date(Date.now() + 60_000).toISOString(),
    },
    overrideAccess: true,
  })
  await payload.create({
    collection: 'contacts',
    data: { fullName: 'A Fan', email: 'a.fan@example.test', message: 'Hello' },
    overrideAccess: true,
  })
})

describe('member-owned collections', () => {
  const owned = [
    'purchases',
    'user-file-permissions',
    'user-sessions',
    'data-export-requests',
  ] as const

  it.each(owned)('%s: anonymous visitors are refused', async (collection) => {
    expect(await visibleIds(payload, collection, null)).toBe('forbidden')
  })

  it.each(owned)('%s: a member reads only their own documents', async (collection) => {
    expect(await visibleIds(payload, collection, fan)).toEqual([ids.fan[collection]])
    expect(await visibleIds(payload, collection, premium)).toEqual([ids.premium[collection]])
  })

  it.each(owned)('%s: viewers and admins read every member’s documents', async (collection) => {
    const everyone = sorted(ids.fan[collection], ids.premium[collection])
    expect(await visibleIds(payload, collection, viewer)).toEqual(everyone)
    expect(await visibleIds(payload, collection, admin)).toEqual(everyone)
  })

  it('a member cannot read another member’s purchase by id', async () => {
    const call = () =>
      payload.findByID({
        collection: 'purchases',
        id: ids.premium.purchases,
        user: fan,
        overrideAccess: false,
      })
    await expect(call()).rejects.toMatchObject({ status: 404 })
  })

  it('nobody writes purchases or file permissions through the API, admins included', async () => {
    for (const user of [null, fan, viewer, admin]) {
      expect(
        await allowed(() =>
          payload.update({
            collection: 'purchases',
            id: ids.fan.purchases,
            data: { status: 'refunded' },
            user,
            overrideAccess: false,
          }),
        ),
      ).toBe(false)
      expect(
        await allowed(() =>
          payload.delete({
            collection: 'user-file-permissions',
            id: ids.fan['user-file-permissions'],
            user,
            overrideAccess: false,
          }),
        ),
      ).toBe(false)
    }
  })
})

describe('staff-only collections', () => {
  const staffOnly: CollectionSlug[] = [
    'audit-logs',
    'login-attempts',
    'contacts',
    'auth-challenges',
  ]

  it.each(staffOnly)('%s: anonymous visitors and members are refused', async (collection) => {
    for (const user of [null, fan, premium]) {
      expect(await visibleIds(payload, collection, user)).toBe('forbidden')
    }
  })

  it.each(staffOnly)('%s: viewers and admins read it', async (collection) => {
    for (const user of [viewer, admin]) {
      const seen = await visibleIds(payload, collection, user)
      expect(Array.isArray(seen) && seen.length).toBeGreaterThan(0)
    }
  })

  it('password history is for admins only', async () => {
    for (const user of [null, fan, viewer]) {
      expect(await visibleIds(payload, 'password-history', user)).toBe('forbidden')
    }
    expect(await visibleIds(payload, 'password-history', admin)).toHaveLength(1)
  })

  it('audit entries cannot be created, edited or deleted through the API, even by an admin', async () => {
    const [entry] = (
      await payload.find({ collection: 'audit-logs', limit: 1, overrideAccess: true })
    ).docs
    for (const user of [fan, viewer, admin]) {
      const create = () =>
        payload.create({
          collection: 'audit-logs',
          data: { eventType: 'forged', action: 'forged' },
          user,
          overrideAccess: false,
        })
      const update = () =>
        payload.update({
          collection: 'audit-logs',
          id: entry.id,
          data: { action: 'rewritten' },
          user,
          overrideAccess: false,
        })
      const remove = () =>
        payload.delete({ collection: 'audit-logs', id: entry.id, user, overrideAccess: false })
      expect(await allowed(create)).toBe(false)
      expect(await allowed(update)).toBe(false)
      expect(await allowed(remove)).toBe(false)
    }
  })

  it('only admins change contacts; viewers are read-only', async () => {
    const [contact] = (await payload.find({ collection: 'contacts', overrideAccess: true })).docs
    const markRead = (user: TestUser) => () =>
      payload.update({
        collection: 'contacts',
        id: contact.id,
        data: { status: 'read' },
        user,
        overrideAccess: false,
      })
    expect(await allowed(markRead(viewer))).toBe(false)
    expect(await allowed(markRead(admin))).toBe(true)
  })
})

describe('users', () => {
  it('anonymous visitors cannot list users', async () => {
    expect(await visibleIds(payload, 'users', null)).toBe('forbidden')
  })

  it('a member reads only their own account', async () => {
    expect(await visibleIds(payload, 'users', fan)).toEqual([fan.id])
  })

  it('viewers and admins read every account', async () => {
    const everyone = sorted(admin.id, viewer.id, fan.id, premium.id)
    expect(await visibleIds(payload, 'users', viewer)).toEqual(everyone)
    expect(await visibleIds(payload, 'users', admin)).toEqual(everyone)
  })

  it('a member edits their own name but cannot promote themselves or edit others', async () => {
    const renamed = await payload.update({
      collection: 'users',
      id: fan.id,
      data: { firstName: 'Renamed' },
      user: fan,
      overrideAccess: false,
    })
    expect(renamed.firstName).toBe('Renamed')

    await payload.update({
      collection: 'users',
      id: fan.id,
      data: { role: 'admin', accountStatus: 'active', loginAttempts: 0 },
      user: fan,
      overrideAccess: false,
    })
    const after = await payload.findByID({ collection: 'users', id: fan.id, overrideAccess: true })
    expect(after.role).toBe('user')

    // E-mail and consent change only through their own calls, which verify, date and audit.
    await payload.update({
      collection: 'users',
      id: fan.id,
      data: {
        email: 'taken-over@evil.example',
        consentToDataProcessing: true,
        consentDate: '2001-01-01T00:00:00.000Z',
      },
      user: fan,
      overrideAccess: false,
    })
    const unchanged = await payload.findByID({
      collection: 'users',
      id: fan.id,
      overrideAccess: true,
    })
    expect(unchanged).toMatchObject({ email: fan.email, consentDate: fan.consentDate ?? null })
    expect(unchanged.consentToDataProcessing).toBe(fan.consentToDataProcessing ?? false)

    const editOther = () =>
      payload.update({
        collection: 'users',
        id: premium.id,
        data: { firstName: 'Hacked' },
        user: fan,
        overrideAccess: false,
      })
    await expect(editOther()).rejects.toMatchObject({ status: 403 })
    const other = await payload.findByID({
      collection: 'users',
      id: premium.id,
      overrideAccess: true,
    })
    expect(other.firstName).toBe('premium')
  })

  it('a viewer cannot change anyone; an admin can, but a role only through the console', async () => {
    const promote = (user: TestUser) => () =>
      payload.update({
        collection: 'users',
        id: premium.id,
        data: { role: 'user' },
        user,
        overrideAccess: false,
      })
    expect(await allowed(promote(viewer))).toBe(false)
    expect(await allowed(promote(admin))).toBe(true)
    const after = await payload.findByID({
      collection: 'users',
      id: premium.id,
      overrideAccess: true,
    })
    // Role and status are read-only to every Payload caller (tests/int/payloadDoors.int.test.ts).
    expect(after.role).toBe('premium')
  })

  it('only admins create users through the API', async () => {
    const create = (user: TestUser | null) => () =>
      payload.create({
        collection: 'users',
        data: { email: `new-${Math.random()}@example.test`, role: 'user', accountStatus: 'active' },
        user,
        overrideAccess: false,
      })
    for (const user of [null, fan, viewer]) expect(await allowed(create(user))).toBe(false)
    expect(await allowed(create(admin))).toBe(true)
  })
})

describe('catalogue collections', () => {
  let published: string
  let draft: string

  beforeAll(async () => {
    published = (await createTrack(payload, { title: 'Out Now' })).id
    draft = (await createTrack(payload, { title: 'Unreleased', status: 'draft' })).id
  })

  it('visitors and members see published tracks only', async () => {
    for (const user of [null, fan, premium]) {
      const seen = await visibleIds(payload, 'tracks', user)
      expect(seen).toContain(published)
      expect(seen).not.toContain(draft)
    }
  })

  it('the team sees drafts too', async () => {
    for (const user of [viewer, admin]) {
      expect(await visibleIds(payload, 'tracks', user)).toContain(draft)
    }
  })

  it.each(['tracks', 'videos', 'photos', 'media', 'track-audio'] as const)(
    '%s: only admins create',
    async (collection) => {
      for (const user of [null, fan, premium, viewer]) {
        const result = await allowed(() =>
          payload.create({
            collection: collection as 'videos',
            data: { title: 'New', videoUrl: 'https://youtu.be/abcdefghijk' },
            user,
            overrideAccess: false,
          }),
        )
        expect(result).toBe(false)
      }
    },
  )

  it('the private audio collection is closed to everyone but admins', async () => {
    for (const user of [null, fan, premium, viewer]) {
      expect(await visibleIds(payload, 'track-audio', user)).toBe('forbidden')
    }
    expect(await visibleIds(payload, 'track-audio', admin)).toEqual([])
  })

  it('a track’s audio field is hidden from everyone but admins', async () => {
    for (const user of [null, fan, viewer]) {
      const track = await payload.findByID({
        collection: 'tracks',
        id: published,
        user,
        overrideAccess: false,
      })
      expect(track).not.toHaveProperty('audio')
      expect(track).not.toHaveProperty('fullUrl')
    }
  })

  it('anyone reads the globals; only admins update them', async () => {
    for (const user of [null, fan, viewer, admin]) {
      expect(
        await allowed(() =>
          payload.findGlobal({ slug: 'site-settings', user, overrideAccess: false }),
        ),
      ).toBe(true)
    }
    const rename = (user: TestUser | null) => () =>
      payload.updateGlobal({
        slug: 'site-settings',
        data: { artistName: 'Renamed' },
        user,
        overrideAccess: false,
      })
    for (const user of [null, fan, viewer]) expect(await allowed(rename(user))).toBe(false)
    expect(await allowed(rename(admin))).toBe(true)
  })
})
