import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { createUser, type TestUser } from '../helpers/fixtures'
import { getTestPayload } from '../helpers/payload'

const USER_SECRETS = [
  'passwordHash',
  'passwordSalt',
  'mfaSecret',
  'mfaBackupCodes',
  'emailVerificationToken',
  'passwordResetToken',
  'passwordResetExpires',
  'mfaPendingSecret',
  'mfaLastTimeStep',
]

let payload: Payload
let admin: TestUser
let viewer: TestUser
let fan: TestUser

beforeAll(async () => {
  payload = await getTestPayload()
  admin = await createUser(payload, 'admin')
  viewer = await createUser(payload, 'viewer')
  fan = await createUser(payload, 'user', {
    passwordResetExpires: new Date().toISOString(),
    mfaPendingSecret: 'v1.pending-sealed-secret',
    mfaLastTimeStep: 123,
  })
  await payload.create({
    collection: 'user-sessions',
    data: {
      user: fan.id,
      sessionToken: 'stored-session-hash',
      refreshToken: 'stored-refresh-hash',
      expiresAt: new Date(Date.now() + 60_000).toISOString(),
    },
    overrideAccess: true,
  })
  await payload.create({
    collection: 'password-history',
    data: { user: fan.id, passwordHash: 'an-old-hash' },
    overrideAccess: true,
  })
})

describe('sensitive fields', () => {
  it('the secrets are stored', async () => {
    const stored = await payload.findByID({
      collection: 'users',
      id: fan.id,
      overrideAccess: true,
      showHiddenFields: true,
    })
    expect(stored.passwordHash).toMatch(/^\$argon2id\$/)
    expect(stored.mfaSecret).toBe('ENCRYPTED-SECRET')
  })

  it.each([
    ['the member themselves', () => fan],
    ['a viewer', () => viewer],
    ['an admin', () => admin],
  ])('are never returned to %s', async (_who, who) => {
    const user = await payload.findByID({
      collection: 'users',
      id: fan.id,
      user: who(),
      overrideAccess: false,
      showHiddenFields: true,
    })
    for (const key of USER_SECRETS) expect(user).not.toHaveProperty(key)

    const { docs: sessions } = await payload.find({
      collection: 'user-sessions',
      user: who(),
      overrideAccess: false,
      showHiddenFields: true,
    })
    expect(sessions.length).toBeGreaterThan(0)
    for (const session of sessions) {
      expect(session).not.toHaveProperty('sessionToken')
      expect(session).not.toHaveProperty('refreshToken')
    }
  })

  it('cannot be read back from password history, even by an admin', async () => {
    const { docs } = await payload.find({
      collection: 'password-history',
      user: admin,
      overrideAccess: false,
      showHiddenFields: true,
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]).not.toHaveProperty('passwordHash')
  })

  it('cannot be probed with a query filter', async () => {
    const probe = () =>
      payload.find({
        collection: 'users',
        where: { passwordHash: { like: 'argon2id' } },
        user: admin,
        overrideAccess: false,
      })
    await expect(probe()).rejects.toMatchObject({ status: 400 })
  })

  it('cannot be written through the API, even by an admin', async () => {
    await payload.update({
      collection: 'users',
      id: fan.id,
      data: { passwordHash: 'attacker-chosen', mfaSecret: 'attacker-secret' },
      user: admin,
      overrideAccess: false,
    })
    const stored = await payload.findByID({
      collection: 'users',
      id: fan.id,
      overrideAccess: true,
      showHiddenFields: true,
    })
    expect(stored.passwordHash).toMatch(/^\$argon2id\$/)
    expect(stored.mfaSecret).toBe('ENCRYPTED-SECRET')
  })
})
