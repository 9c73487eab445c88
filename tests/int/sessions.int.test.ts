import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { SESSION_COOKIE } from '@/lib/auth/constants'
import { createSession, findSession, findSessionUser } from '@/lib/auth/sessions'
import { hashToken } from '@/lib/auth/tokens'

import { createUser } from '../helpers/fixtures'
import { getTestPayload } from '../helpers/payload'

let payload: Payload

const authAs = (token: string) =>
  payload.auth({ headers: new Headers({ cookie: `${SESSION_COOKIE}=${token}` }) })

beforeAll(async () => {
  payload = await getTestPayload()
})

describe('the session cookie strategy', () => {
  it('gives Payload the user behind a live session', async () => {
    const fan = await createUser(payload, 'user')
    const { token } = await createSession(payload, fan)
    const { user } = await authAs(token)
    expect(user?.id).toBe(fan.id)
    expect(user?.collection).toBe('users')
  })

  it('reads the session and its user as a Local API read does, hidden fields left out', async () => {
    const fan = await createUser(payload, 'user', { mfaLastTimeStep: 12345 })
    const { token, session: created } = await createSession(payload, fan)
    const found = await findSession(payload, token)
    const user = await payload.findByID({ collection: 'users', id: fan.id, overrideAccess: true })
    const session = await payload.findByID({
      collection: 'user-sessions',
      id: created.id,
      depth: 1,
      overrideAccess: true,
    })
    expect(found?.user).toEqual(user)
    expect(found?.user).not.toHaveProperty('mfaLastTimeStep')
    expect(found?.session).toEqual(session)
  })

  it('stores only a hash of the cookie value', async () => {
    const fan = await createUser(payload, 'user')
    const { token, session } = await createSession(payload, fan)
    const stored = await payload.findByID({
      collection: 'user-sessions',
      id: session.id,
      overrideAccess: true,
      showHiddenFields: true,
    })
    expect(stored.sessionToken).toBe(hashToken(token))
    expect(stored.sessionToken).not.toContain(token)
  })

  it('knows nobody for an unknown, ended or expired session', async () => {
    const fan = await createUser(payload, 'user')
    expect((await authAs('made-up-token')).user).toBeNull()

    const ended = await createSession(payload, fan)
    await payload.update({
      collection: 'user-sessions',
      id: ended.session.id,
      data: { isActive: false },
      overrideAccess: true,
    })
    expect((await authAs(ended.token)).user).toBeNull()

    const expired = await createSession(payload, fan, { ttlMs: -1000 })
    expect((await authAs(expired.token)).user).toBeNull()
  })

  it('shuts out locked and suspended accounts at once', async () => {
    for (const accountStatus of ['locked', 'suspended'] as const) {
      const fan = await createUser(payload, 'user')
      const { token } = await createSession(payload, fan)
      await payload.update({
        collection: 'users',
        id: fan.id,
        data: { accountStatus },
        overrideAccess: true,
      })
      expect(await findSessionUser(payload, token)).toBeNull()
    }
  })

  it('keeps at most maxConcurrentSessions live, ending the oldest first', async () => {
    const fan = await createUser(payload, 'user', { maxConcurrentSessions: 2 })
    const first = await createSession(payload, fan)
    const second = await createSession(payload, fan)
    const third = await createSession(payload, fan)
    expect(await findSessionUser(payload, first.token)).toBeNull()
    expect((await findSessionUser(payload, second.token))?.id).toBe(fan.id)
    expect((await findSessionUser(payload, third.token))?.id).toBe(fan.id)
    const stored = await payload.findByID({ collection: 'users', id: fan.id, overrideAccess: true })
    expect(stored.activeSessionCount).toBe(2)
  })

  it('is the only way in: Payload’s password login is switched off', async () => {
    const login = () =>
      payload.login({ collection: 'users', data: { email: 'x@example.test', password: 'x' } })
    await expect(login()).rejects.toThrow()
  })
})
