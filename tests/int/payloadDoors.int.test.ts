import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { SESSION_COOKIE, SESSION_HINT_COOKIE } from '@/lib/auth/constants'
import { createSession, findSessionUser } from '@/lib/auth/sessions'
import type { User } from '@/payload-types'

import { createTrack, createUser, type TestUser } from '../helpers/fixtures'
import { sessionCookie } from '../helpers/fuzzing/sessions'
import { getTestPayload } from '../helpers/payload'
import { cms, errorOf, graphql } from '../helpers/payloadRest'

/*
 * The doors Payload opens beside the site's own API (REST at /api/cms, GraphQL): each rule the
 * site keeps holds there too. Races of the admin console are in adminConsoleRaces.int.test.ts, and
 * every route for every caller in payloadRoleMatrix.int.test.ts.
 */

let payload: Payload
let admin: TestUser
let adminCookie: string
let fan: TestUser
let fanCookie: string

const stored = (id: string): Promise<User> =>
  payload.findByID({ collection: 'users', id, depth: 0, overrideAccess: true })

beforeAll(async () => {
  payload = await getTestPayload()
  admin = await createUser(payload, 'admin')
  adminCookie = await sessionCookie(payload, admin)
  fan = await createUser(payload, 'user', { username: 'fan_before' })
  fanCookie = await sessionCookie(payload, fan)
})

describe('role and account status through Payload', () => {
  it('cannot be changed by REST or GraphQL, not even by an admin on their own account', async () => {
    const member = await createUser(payload, 'user')
    const asAdmin = { cookie: adminCookie }
    for (const [path, body] of [
      [`/api/cms/users/${admin.id}`, { accountStatus: 'suspended' }],
      [`/api/cms/users/${admin.id}`, { role: 'viewer' }],
      [`/api/cms/users/${member.id}`, { role: 'admin' }],
      [`/api/cms/users/${member.id}`, { accountStatus: 'locked' }],
      [`/api/cms/users?where[id][equals]=${member.id}`, { role: 'admin' }],
    ] as const) {
      expect((await cms('PATCH', path, { ...asAdmin, body })).status).toBeLessThan(500)
    }
    const mutation = `mutation {
      member: updateUser(id: "${member.id}", data: { role: admin }) { id }
      self: updateUser(id: "${admin.id}", data: { accountStatus: suspended }) { id }
    }`
    expect((await graphql(mutation, asAdmin)).status).toBe(200)
    expect(await stored(admin.id)).toMatchObject({ role: 'admin', accountStatus: 'active' })
    expect(await stored(member.id)).toMatchObject({ role: 'user', accountStatus: 'active' })
  })

  it('are read-only in the CMS, and an account created there starts as an active fan', async () => {
    const access = await (await cms('GET', '/api/cms/access', { cookie: adminCookie })).json()
    for (const field of ['role', 'accountStatus']) {
      expect(access.collections.users.fields[field]).toEqual({ read: true })
    }
    const created = await cms('POST', '/api/cms/users', {
      cookie: adminCookie,
      body: { email: 'made-in-cms@example.test', role: 'admin', accountStatus: 'suspended' },
    })
    expect(created.status).toBe(201)
    const { doc } = await created.json()
    expect(await stored(doc.id)).toMatchObject({ role: 'user', accountStatus: 'active' })
  })
})

describe('leaving through Payload', () => {
  const signedIn = async () => {
    const user = await createUser(payload, 'admin')
    const { token } = await createSession(payload, user)
    return { token, cookie: `${SESSION_COOKIE}=${token}; ${SESSION_HINT_COOKIE}=1` }
  }
  const clears = (response: Response, name: string) =>
    response.headers
      .getSetCookie()
      .some((cookie) => cookie.startsWith(`${name}=;`) && /Max-Age=0/i.test(cookie))

  for (const [door, leave] of [
    [
      'POST /api/cms/users/logout',
      (cookie: string) => cms('POST', '/api/cms/users/logout', { cookie }),
    ],
    ['GraphQL logoutUser', (cookie: string) => graphql('mutation { logoutUser }', { cookie })],
  ] as const) {
    it(`${door} ends the site session and clears both cookies`, async () => {
      const { token, cookie } = await signedIn()
      const response = await leave(cookie)
      expect(response.status).toBe(200)
      expect(clears(response, SESSION_COOKIE)).toBe(true)
      expect(clears(response, SESSION_HINT_COOKIE)).toBe(true)
      expect(await findSessionUser(payload, token)).toBeNull()
      const me = await (await cms('GET', '/api/cms/users/me', { cookie })).json()
      expect(me.user).toBeNull()
    })
  }

  it('refresh-token mints no Payload token for any session, by REST or GraphQL', async () => {
    const signedOut = await cms('POST', '/api/cms/users/refresh-token', { cookie: null })
    expect(signedOut.status).toBe(401)
    expect(await errorOf(signedOut)).toBe('Not signed in')
    for (const cookie of [null, fanCookie, adminCookie]) {
      if (cookie) {
        // The CMS keeps its sign-in alive through this call: it answers, with no token.
        const response = await cms('POST', '/api/cms/users/refresh-token', { cookie })
        expect(response.status).toBe(200)
        const body = await response.json()
        expect(body.user.id).toBeTruthy()
        expect(body.exp).toBeGreaterThan(Date.now() / 1000)
        expect(body).not.toHaveProperty('token')
        expect(body).not.toHaveProperty('refreshedToken')
        expect(response.headers.get('set-cookie') ?? '').not.toContain('payload-token')
      }
      const viaGraphql = await graphql('mutation { refreshTokenUser { refreshedToken } }', {
        cookie,
      })
      const body = await viaGraphql.json()
      expect(body.errors?.length).toBeGreaterThan(0)
      expect(body.data?.refreshTokenUser?.refreshedToken ?? null).toBeNull()
    }
  })
})

describe('document locks', () => {
  const lockOf = async (holder: TestUser) => {
    const track = await createTrack(payload)
    return payload.create({
      collection: 'payload-locked-documents',
      data: {
        document: { relationTo: 'tracks', value: track.id },
        user: { relationTo: 'users', value: holder.id },
      },
      overrideAccess: true,
    })
  }
  const holderOf = async (id: string) => {
    const lock = await payload.findByID({
      collection: 'payload-locked-documents',
      id,
      depth: 0,
      overrideAccess: true,
    })
    return lock.user.value
  }

  it('a member cannot read, create or remove them, nor lock a document in the admin’s name', async () => {
    const lock = await lockOf(admin)
    const track = await createTrack(payload)
    for (const cookie of [null, fanCookie]) {
      expect((await cms('GET', '/api/cms/payload-locked-documents', { cookie })).status).toBe(403)
      const forged = await cms('POST', '/api/cms/payload-locked-documents', {
        cookie,
        body: {
          document: { relationTo: 'tracks', value: track.id },
          user: { relationTo: 'users', value: admin.id },
        },
      })
      expect(forged.status).toBe(403)
      const removed = await cms('DELETE', `/api/cms/payload-locked-documents/${lock.id}`, {
        cookie,
      })
      expect(removed.status).toBe(403)
    }
    expect(await holderOf(lock.id)).toBe(admin.id)
    const { totalDocs } = await payload.count({
      collection: 'payload-locked-documents',
      where: { 'document.value': { equals: track.id } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(0)
  })

  it('are held in the caller’s own name: a takeover cannot name someone else', async () => {
    const other = await createUser(payload, 'admin')
    const lock = await lockOf(other)
    const viewer = await createUser(payload, 'viewer')
    const taken = await cms('PATCH', `/api/cms/payload-locked-documents/${lock.id}`, {
      cookie: adminCookie,
      body: { user: { relationTo: 'users', value: viewer.id } },
    })
    expect(taken.status).toBe(200)
    expect(await holderOf(lock.id)).toBe(admin.id)
    const created = await cms('POST', '/api/cms/payload-locked-documents', {
      cookie: adminCookie,
      body: { globalSlug: 'biography', user: { relationTo: 'users', value: other.id } },
    })
    expect(created.status).toBe(403)
    // A viewer sees locks (the CMS shows who edits) and lets go of their own only.
    const viewerCookie = await sessionCookie(payload, viewer)
    expect(
      (await cms('GET', '/api/cms/payload-locked-documents', { cookie: viewerCookie })).status,
    ).toBe(200)
    const path = `/api/cms/payload-locked-documents/${lock.id}`
    expect((await cms('DELETE', path, { cookie: viewerCookie })).status).toBe(403)
    const own = await lockOf(viewer)
    expect(
      (await cms('DELETE', `/api/cms/payload-locked-documents/${own.id}`, { cookie: viewerCookie }))
        .status,
    ).toBe(200)
  })
})

describe('CMS preferences', () => {
  it('are kept for the team only, each person reading and changing their own', async () => {
    const saved = await cms('POST', '/api/cms/payload-preferences/nav', {
      cookie: adminCookie,
      body: { value: { open: true } },
    })
    expect(saved.status).toBe(200)
    const { doc } = await saved.json()
    for (const [method, path] of [
      ['GET', '/api/cms/payload-preferences'],
      ['GET', '/api/cms/payload-preferences/nav'],
      ['POST', '/api/cms/payload-preferences/nav'],
      ['POST', '/api/cms/payload-preferences'],
    ] as const) {
      const response = await cms(method, path, { cookie: fanCookie, body: { key: 'x', value: 1 } })
      expect(response.status, `${method} ${path}`).toBe(403)
      expect(await errorOf(response)).toBeTruthy()
    }
    const viewerCookie = await sessionCookie(payload, await createUser(payload, 'viewer'))
    const listed = await (
      await cms('GET', '/api/cms/payload-preferences', { cookie: viewerCookie })
    ).json()
    expect(listed.docs.map((entry: { id: string }) => entry.id)).not.toContain(doc.id)
    const changed = await cms('PATCH', `/api/cms/payload-preferences/${doc.id}`, {
      cookie: viewerCookie,
      body: { value: { open: false } },
    })
    expect(changed.status).toBeGreaterThanOrEqual(400)
    const gone = await cms('DELETE', '/api/cms/payload-preferences/never-saved', {
      cookie: viewerCookie,
    })
    expect(gone.status).toBe(404)
  })
})

describe('the jobs queue', () => {
  it('is neither run nor scheduled through the API, whoever asks', async () => {
    const job = await payload.jobs.queue({
      task: 'purgeExpiredExports',
      input: {},
      queue: 'privacy',
    })
    for (const [cookie, status] of [
      [null, 401],
      [fanCookie, 403],
      [adminCookie, 403],
    ] as const) {
      for (const door of ['run?queue=privacy&allQueues=true', 'handle-schedules']) {
        const response = await cms('GET', `/api/cms/payload-jobs/${door}`, { cookie })
        expect(response.status, door).toBe(status)
        expect(await errorOf(response)).toMatch(/run by the server/)
      }
    }
    const still = await payload.findByID({
      collection: 'payload-jobs',
      id: job.id,
      overrideAccess: true,
    })
    expect(still.completedAt ?? null).toBeNull()
    expect(still.hasError ?? false).toBe(false)
    await payload.delete({ collection: 'payload-jobs', id: job.id, overrideAccess: true })
  })
})

describe('what a member stores on their account through Payload', () => {
  it('is what the site’s forms accept: no markup in the username, only web links as picture', async () => {
    const path = `/api/cms/users/${fan.id}`
    for (const body of [
      { username: '<img src=x onerror=alert(1)>' },
      { username: 'a"b' },
      { profileImageUrl: 'javascript:alert(1)' },
      { profileImageUrl: 'data:text/html,<script>alert(1)</script>' },
      { profileImageUrl: '//evil.example/a.png' },
      { profileImageUrl: 'https://cdn.example/a.png" onerror="alert(1)' },
    ]) {
      const response = await cms('PATCH', path, { cookie: fanCookie, body })
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect(await errorOf(response)).toBeTruthy()
    }
    const viaGraphql = await graphql(
      `mutation { updateUser(id: "${fan.id}", data: { profileImageUrl: "javascript:alert(1)" }) { id } }`,
      { cookie: fanCookie },
    )
    expect((await viaGraphql.json()).errors?.length).toBeGreaterThan(0)
    expect(await stored(fan.id)).toMatchObject({ username: 'fan_before', profileImageUrl: null })

    const fine = await cms('PATCH', path, {
      cookie: fanCookie,
      body: { username: ' new_name_1 ', profileImageUrl: ' https://cdn.example/a.png ' },
    })
    expect(fine.status).toBe(200)
    expect(await stored(fan.id)).toMatchObject({
      username: 'new_name_1',
      profileImageUrl: 'https://cdn.example/a.png',
    })
    const onSite = await cms('PATCH', path, {
      cookie: fanCookie,
      body: { profileImageUrl: '/media/me.png' },
    })
    expect(onSite.status).toBe(200)
  })
})
