import { sql } from '@payloadcms/db-postgres'
import fs from 'node:fs/promises'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as meRoute } from '@/app/(site)/api/auth/me/route'
import { POST as registerRoute } from '@/app/(site)/api/auth/register/route'
import { GET as downloadRoute } from '@/app/(site)/api/user/data-export/[id]/download/route'
import { POST as exportRoute } from '@/app/(site)/api/user/data-export/route'
import { GET as requestsRoute } from '@/app/(site)/api/user/data-requests/route'
import { POST as deleteRoute } from '@/app/(site)/api/user/delete-account/route'
import { SESSION_COOKIE } from '@/lib/auth/constants'
import { hashPassword } from '@/lib/auth/password'
import { createSession } from '@/lib/auth/sessions'
import { drizzleOf } from '@/lib/db/sql'
import { anonymiseUser } from '@/lib/privacy/anonymise'
import { runPrivacyJobs } from '@/lib/privacy/jobs'
import { archiveFile, type PublicDataRequest } from '@/lib/privacy/requests'
import type { Track } from '@/payload-types'

import { createTrack, createUser, type TestUser } from '../helpers/fixtures'
import { getTestPayload } from '../helpers/payload'
import { eventually } from '../helpers/stripe'
import { followDownload } from '../helpers/storage'

const PASSWORD = 'Correct-horse-9-battery'

let payload: Payload
let track: Track

type Member = { user: TestUser; cookie: string; ip: string; intent: string }

/** A member with data in every place the site keeps some: sessions, attempts, logs, messages. */
const member = async (first: string, last: string, ip: string): Promise<Member> => {
  const user = await createUser(payload, 'user', {
    email: `${first.toLowerCase()}.${last.toLowerCase()}@example.test`,
    firstName: first,
    lastName: last,
    passwordHash: await hashPassword(PASSWORD),
    lastLoginIp: ip,
    consentToDataProcessing: true,
    consentDate: new Date().toISOString(),
  })
  const { token } = await createSession(payload, user, {
    ipAddress: ip,
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120',
    deviceName: 'Chrome on Linux',
  })
  // Attempts and messages are a member's by id (an address alone reaches them only once proven:
  // tests/int/emailChange.int.test.ts).
  await payload.create({
    collection: 'login-attempts',
    data: {
      email: user.email,
      user: user.id,
      ipAddress: ip,
      success: true,
      timestamp: new Date().toISOString(),
    },
    overrideAccess: true,
  })
  await payload.create({
    collection: 'audit-logs',
    data: {
      eventType: 'login',
      action: `Signed in as ${user.email}`,
      user: user.id,
      ipAddress: ip,
      details: { name: `${first} ${last}` },
      timestamp: new Date().toISOString(),
    },
    overrideAccess: true,
  })
  await payload.create({
    collection: 'contacts',
    data: {
      sender: user.id,
      fullName: `${first} ${last}`,
      email: user.email,
      phoneNumber: '+1 555 0100',
      message: `Hello from ${first}`,
    },
    overrideAccess: true,
  })
  const intent = `pi_gdpr_${user.id.slice(0, 8)}`
  await payload.create({
    collection: 'purchases',
    data: {
      user: user.id,
      track: track.id,
      amount: 1.99,
      status: 'completed',
      stripePaymentIntentId: intent,
      purchaseDate: new Date().toISOString(),
    },
    overrideAccess: true,
  })
  return { user, cookie: `${SESSION_COOKIE}=${token}`, ip, intent }
}

const call = (
  route: (request: Request) => Promise<Response>,
  cookie: string,
  init: RequestInit = {},
) =>
  route(
    new Request('http://test/api', {
      ...init,
      headers: { 'Content-Type': 'application/json', cookie, 'X-Forwarded-For': '198.51.100.9' },
    }),
  )

const download = async (cookie: string, id: string) =>
  followDownload(
    await downloadRoute(
      new Request(`http://test/api/user/data-export/${id}/download`, { headers: { cookie } }),
      { params: Promise.resolve({ id }) },
    ),
  )

const requestsOf = async (cookie: string) =>
  (await (await call(requestsRoute, cookie)).json()) as PublicDataRequest[]

/** The newest request once its job has run (the endpoint also starts the queue itself). */
const finished = (cookie: string) =>
  eventually(async () => {
    await runPrivacyJobs(payload)
    const [newest] = await requestsOf(cookie)
    return newest && newest.status !== 'pending' && newest.status !== 'processing'
      ? newest
      : undefined
  })

/** Every row of every table in which any text or JSON column mentions `needle`. */
const mentions = async (needle: string): Promise<string[]> => {
  const db = drizzleOf(payload)
  const columns = (
    await db.execute(sql`SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = 'public'
        AND data_type IN ('character varying', 'text', 'jsonb', 'json')`)
  ).rows as Array<{ table_name: string; column_name: string }>
  const found: string[] = []
  for (const { table_name, column_name } of columns) {
    const hits = await db.execute(
      sql`SELECT count(*)::int AS n FROM ${sql.identifier(table_name)}
        WHERE ${sql.identifier(column_name)}::text ILIKE ${`%${needle}%`}`,
    )
    if ((hits.rows[0] as { n: number }).n > 0) found.push(`${table_name}.${column_name}`)
  }
  return found
}

beforeAll(async () => {
  payload = await getTestPayload()
  track = await createTrack(payload, { title: 'Steppin Out', price: 1.99 })
})

describe('download my data', () => {
  it('holds exactly the member’s own data, for the member only, until it expires', async () => {
    const ada = await member('Zephyrine', 'Quillfeather', '203.0.113.77')
    const bob = await member('Barnaby', 'Oddington', '203.0.113.78')

    const asked = await call(exportRoute, ada.cookie, { method: 'POST' })
    expect(asked.status).toBe(202)
    const { request } = (await asked.json()) as { request: PublicDataRequest }
    expect(request).toMatchObject({ requestType: 'export', status: 'pending', downloadUrl: null })
    expect((await call(exportRoute, ada.cookie, { method: 'POST' })).status).toBe(409)

    const ready = await finished(ada.cookie)
    expect(ready).toMatchObject({ id: request.id, status: 'completed' })
    expect(ready.downloadUrl).toBe(`/api/user/data-export/${request.id}/download`)
    const days = (new Date(ready.expiresAt!).getTime() - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(6.9)
    expect(days).toBeLessThanOrEqual(7)

    // Its removal is queued for the moment it expires.
    const { docs: purges } = await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'purgeExpiredExports' } },
      overrideAccess: true,
    })
    expect(purges.some((job) => job.waitUntil === ready.expiresAt)).toBe(true)

    const file = await download(ada.cookie, request.id)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="kairo-data-/)
    const text = await file.text()
    const archive = JSON.parse(text)
    expect(archive.profile.email).toBe(ada.user.email)
    expect(archive.purchases).toMatchObject([{ stripePaymentIntentId: ada.intent, amount: '1.99' }])
    expect(archive.sessions[0]).toMatchObject({ ipAddress: ada.ip, device: 'Chrome on Linux' })
    expect(archive.signInAttempts[0]).toMatchObject({ ipAddress: ada.ip, success: true })
    expect(archive.contactMessages[0]).toMatchObject({ message: 'Hello from Zephyrine' })
    expect(archive.consent.consentToDataProcessing).toBe(true)
    for (const other of [bob.user.email, bob.intent, bob.ip, 'Barnaby', 'Oddington']) {
      expect(text).not.toContain(other)
    }
    for (const secret of ['passwordHash', 'mfaSecret', 'sessionToken', 'refreshToken']) {
      expect(text).not.toContain(secret)
    }

    expect((await download(bob.cookie, request.id)).status).toBe(404)
    expect((await download(bob.cookie, 'not-an-id')).status).toBe(404)
    const signedOut = await downloadRoute(
      new Request(`http://test/api/user/data-export/${request.id}/download`),
      { params: Promise.resolve({ id: request.id }) },
    )
    expect(signedOut.status).toBe(401)

    await payload.update({
      collection: 'data-export-requests',
      id: request.id,
      data: { expiresAt: new Date(Date.now() - 1000).toISOString() },
      overrideAccess: true,
    })
    expect((await download(ada.cookie, request.id)).status).toBe(410)
    await expect(fs.access(archiveFile(request.id))).rejects.toThrow()
    expect((await requestsOf(ada.cookie))[0].downloadUrl).toBeNull()
  })
})

describe('exports asked for at the same moment', () => {
  it('each member gets an archive and no database connection is left stuck', async () => {
    const names = ['Kappa', 'Lambda', 'Mu', 'Nu', 'Xi', 'Omicron']
    const members = await Promise.all(
      names.map((first, i) => member(first, 'Parallel', `203.0.113.${120 + i}`)),
    )
    // Each request kicks the queue itself, as the endpoint does for every member.
    const asked = await Promise.all(
      members.map(({ cookie }) => call(exportRoute, cookie, { method: 'POST' })),
    )
    expect(asked.map((response) => response.status)).toEqual(names.map(() => 202))
    for (const { cookie } of members) {
      expect(await finished(cookie)).toMatchObject({ status: 'completed' })
    }
    const stuck = await drizzleOf(payload).execute(
      sql`SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND state LIKE 'idle in transaction%'`,
    )
    expect((stuck.rows[0] as { n: number }).n).toBe(0)
  })
})

describe('delete my account', () => {
  it('needs the password, ends every session at once and leaves no personal data behind', async () => {
    const eve = await member('Ottoline', 'Wexcombe', '203.0.113.91')
    const other = await member('Cosimo', 'Pendrake', '203.0.113.92')
    // A second device.
    const { token } = await createSession(payload, eve.user, { ipAddress: eve.ip })
    const secondCookie = `${SESSION_COOKIE}=${token}`

    const wrong = await call(deleteRoute, eve.cookie, {
      method: 'POST',
      body: JSON.stringify({ password: 'not-my-password' }),
    })
    expect(wrong.status).toBe(403)
    expect((await call(deleteRoute, eve.cookie, { method: 'POST', body: '{}' })).status).toBe(400)

    const deleted = await call(deleteRoute, eve.cookie, {
      method: 'POST',
      body: JSON.stringify({ password: PASSWORD }),
    })
    expect(deleted.status).toBe(200)
    expect(deleted.headers.get('set-cookie')).toContain(`${SESSION_COOKIE}=;`)
    for (const cookie of [eve.cookie, secondCookie]) {
      const me = await meRoute(new Request('http://test/api/auth/me', { headers: { cookie } }))
      expect(me.status).toBe(401)
    }

    await eventually(async () => {
      await runPrivacyJobs(payload)
      const user = await payload.findByID({
        collection: 'users',
        id: eve.user.id,
        overrideAccess: true,
      })
      return user.email.endsWith('@deleted.invalid') ? true : undefined
    })
    for (const needle of [eve.user.email, 'Ottoline', 'Wexcombe', eve.ip]) {
      expect({ needle, found: await mentions(needle) }).toEqual({ needle, found: [] })
    }
    // The other member is untouched.
    expect(await mentions(other.user.email)).not.toEqual([])
    expect(await mentions('Pendrake')).not.toEqual([])

    const { docs } = await payload.find({
      collection: 'purchases',
      where: { stripePaymentIntentId: { equals: eve.intent } },
      overrideAccess: true,
    })
    expect(docs).toMatchObject([{ amount: 1.99, status: 'completed' }])
    const { docs: entries } = await payload.find({
      collection: 'audit-logs',
      where: { eventType: { in: ['account_deletion_requested', 'account_deleted'] } },
      overrideAccess: true,
    })
    expect(entries.map((entry) => entry.eventType).sort()).toEqual([
      'account_deleted',
      'account_deletion_requested',
    ])

    // The address can sign up again.
    const again = await registerRoute(
      new Request('http://test/api/auth/register', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '198.51.100.44' },
        body: JSON.stringify({
          email: eve.user.email,
          username: 'ottoline_again',
          password: PASSWORD,
          firstName: 'Ottoline',
          lastName: 'Wexcombe',
        }),
      }),
    )
    expect(again.status).toBe(201)
  })

  it('a deletion that fails midway changes nothing, and running it again completes it once', async () => {
    const cy = await member('Philippa', 'Grantchester', '203.0.113.93')
    await expect(
      anonymiseUser(payload, cy.user.id, {
        beforeCommit: async () => {
          throw new Error('the database went away')
        },
      }),
    ).rejects.toThrow('the database went away')
    expect(await mentions(cy.user.email)).not.toEqual([])
    const before = await payload.findByID({
      collection: 'users',
      id: cy.user.id,
      overrideAccess: true,
    })
    expect(before.email).toBe(cy.user.email)

    expect(await anonymiseUser(payload, cy.user.id)).toBe(true)
    expect(await anonymiseUser(payload, cy.user.id)).toBe(false)
    expect(await mentions(cy.user.email)).toEqual([])
    const { totalDocs } = await payload.count({
      collection: 'audit-logs',
      where: {
        and: [{ eventType: { equals: 'account_deleted' } }, { user: { equals: cy.user.id } }],
      },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(1)
    expect(
      (
        await payload.find({
          collection: 'purchases',
          where: { stripePaymentIntentId: { equals: cy.intent } },
          overrideAccess: true,
        })
      ).docs,
    ).toMatchObject([{ amount: 1.99 }])
  })
})
