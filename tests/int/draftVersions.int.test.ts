import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Role } from '@/access/roles'

import { createTrack, createUser, type TestUser } from '../helpers/fixtures'
import { getTestPayload } from '../helpers/payload'

let payload: Payload
const users = {} as Record<Role, TestUser>

beforeAll(async () => {
  payload = await getTestPayload()
  for (const role of ['user', 'premium', 'viewer', 'admin'] as const) {
    users[role] = await createUser(payload, role)
  }
  await createTrack(payload, { title: 'Unreleased Draft', status: 'draft' })
})

const versionsOf = (collection: 'tracks' | 'videos' | 'photos', user: TestUser | null) =>
  payload.findVersions({ collection, overrideAccess: false, user, depth: 0 })

describe('drafts stay with the team (versions of tracks, videos, photos)', () => {
  it.each(['user', 'premium'] as const)('a %s cannot list versions', async (role) => {
    for (const collection of ['tracks', 'videos', 'photos'] as const) {
      await expect(versionsOf(collection, users[role])).rejects.toMatchObject({ status: 403 })
    }
  })

  it('anonymous visitors cannot list versions', async () => {
    await expect(versionsOf('tracks', null)).rejects.toMatchObject({ status: 403 })
  })

  it.each(['viewer', 'admin'] as const)('a %s sees the unpublished draft', async (role) => {
    const { docs } = await versionsOf('tracks', users[role])
    expect(docs.map((doc) => doc.version.title)).toContain('Unreleased Draft')
  })
})
