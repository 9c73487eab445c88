import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as loginRoute } from '@/app/(site)/api/auth/login/route'
import { GET as meRoute } from '@/app/(site)/api/auth/me/route'
import { POST as contactRoute } from '@/app/(site)/api/contacts/route'
import { POST as deleteRoute } from '@/app/(site)/api/user/delete-account/route'
import { POST as confirmRoute } from '@/app/(site)/api/user/email/confirm/route'
import { PATCH as profileRoute } from '@/app/(site)/api/user/profile/route'
import { SESSION_COOKIE } from '@/lib/auth/constants'
import { maskEmail } from '@/lib/auth/emailChange'
import { hashPassword } from '@/lib/auth/password'
import type { PublicUser } from '@/lib/auth/publicUser'
import { createSession } from '@/lib/auth/sessions'
import { hashToken } from '@/lib/auth/tokens'
import { findUserById } from '@/lib/auth/users'
import { runJobs } from '@/lib/jobs/queue'

import { createUser, type TestUser } from '../helpers/fixtures'
import {
  call,
  exportOf as exportOfMember,
  mailsTo,
  type Member,
  signedInMember,
  unique,
} from '../helpers/inProcess'
import { getTestPayload } from '../helpers/payload'

const PASSWORD = 'Correct-horse-9-battery'

let payload: Payload
let passwordHash: string

const member = (overrides: Partial<TestUser> = {}) =>
  signedInMember(payload, { firstName: 'Mallory', lastName: 'Member', passwordHash, ...overrides })

const exportOf = (who: Member) => exportOfMember(payload, who)

const changeEmail = (who: Member, email: string, currentPassword?: string) =>
  call(profileRoute, {
    method: 'PATCH',
    cookie: who.cookie,
    body: { email, firstName: 'Mallory', lastName: 'Member', currentPassword },
  })

const confirm = (token: string) => call(confirmRoute, { body: { token } })

/** Asks for a change to `email`, runs the mail job and returns the link's token. */
const askAndReadLink = async (who: Member, email: string): Promise<string> => {
  expect((await changeEmail(who, email, PASSWORD)).status).toBe(200)
  await runJobs(payload)
  const link = (await mailsTo(email)).at(-1) ?? ''
  const token = /confirm-email\?token=([A-Za-z0-9_-]+)/.exec(link)?.[1]
  expect(token).toBeTruthy()
  return token!
}

beforeAll(async () => {
  payload = await getTestPayload()
  passwordHash = await hashPassword(PASSWORD)
})

describe('the attack of issue 17: taking over someone’s address to read their data', () => {
  it('an unconfirmed change reaches nothing of the victim’s, and erasure leaves it intact', async () => {
    const victim = `victim-${unique()}@example.org`
    const victimIp = '203.0.113.201'
    const sent = await call(contactRoute, {
      ip: victimIp,
      body: {
        fullName: 'Vera Victim',
        email: victim,
        phoneNumber: '+1 555 0199',
        mailingAddress: '12 Hidden Lane, Secret Town',
        message: 'My private message',
      },
    })
    expect(sent.status).toBe(201)
    // A sign-in tried with the victim's address leaves its IP behind.
    await call(loginRoute, { ip: victimIp, body: { email: victim, password: 'whatever-1A!' } })

    const mallory = await member()
    const asked = await changeEmail(mallory, victim, PASSWORD)
    expect(asked.status).toBe(200)
    const body = (await asked.json()) as { user: PublicUser; message: string }
    expect(body.user.email).toBe(mallory.user.email)
    expect(body.user.pendingEmail).toBe(victim)
    expect(body.message).toContain(victim)
    await runJobs(payload)
    expect((await findUserById(payload, mallory.user.id)).email).toBe(mallory.user.email)

    const archive = await exportOf(mallory)
    for (const secret of [victim, '555 0199', 'Hidden Lane', 'My private message', victimIp]) {
      expect(archive).not.toContain(secret)
    }

    const deleted = await call(deleteRoute, {
      cookie: mallory.cookie,
      body: { password: PASSWORD },
    })
    expect(deleted.status).toBe(200)
    await runJobs(payload)
    expect((await findUserById(payload, mallory.user.id)).email).toMatch(/@deleted\.invalid$/)
    const { docs } = await payload.find({
      collection: 'contacts',
      where: { email: { equals: victim } },
      overrideAccess: true,
    })
    expect(docs).toMatchObject([
      { phoneNumber: '+1 555 0199', mailingAddress: '12 Hidden Lane, Secret Town' },
    ])
    const attempts = await payload.count({
      collection: 'login-attempts',
      where: { email: { equals: victim } },
      overrideAccess: true,
    })
    expect(attempts.totalDocs).toBe(1)
  })
})

describe('asking for an e-mail change', () => {
  it('changes names at once and needs no password while the e-mail stays', async () => {
    const ann = await member()
    const saved = await call(profileRoute, {
      method: 'PATCH',
      cookie: ann.cookie,
      body: { email: ann.user.email.toUpperCase(), firstName: 'Ann', lastName: 'Other' },
    })
    expect(saved.status).toBe(200)
    const { user, message } = (await saved.json()) as { user: PublicUser; message?: string }
    expect(user).toMatchObject({ firstName: 'Ann', lastName: 'Other', pendingEmail: null })
    expect(message).toBeUndefined()
  })

  it('refuses a missing or wrong current password, and counts a wrong one as a failed sign-in', async () => {
    const bo = await member()
    const target = `new-${unique()}@example.test`
    const missing = await changeEmail(bo, target)
    expect(missing.status).toBe(400)
    expect(await missing.json()).toEqual({ error: 'Current password is required' })

    const wrong = await changeEmail(bo, target, 'not-my-password')
    expect(wrong.status).toBe(401)
    expect(await wrong.json()).toEqual({ error: 'Current password is incorrect' })
    const { docs } = await payload.find({
      collection: 'login-attempts',
      where: { failureReason: { equals: 'wrong_current_password' } },
      overrideAccess: true,
    })
    expect(docs.map((attempt) => attempt.email)).toEqual([bo.user.email])
    const stored = await findUserById(payload, bo.user.id)
    expect(stored.loginAttempts).toBe(1)
    expect(stored.pendingEmail ?? null).toBeNull()

    // Five wrong guesses lock the account and end the guessing session; on another session,
    // even the right password is refused while the lockout lasts.
    for (let guess = 2; guess <= 4; guess++) {
      expect((await changeEmail(bo, target, `guess-${guess}`)).status).toBe(401)
    }
    expect((await changeEmail(bo, target, 'guess-5')).status).toBe(423)
    expect((await changeEmail(bo, target, PASSWORD)).status).toBe(401)
    const { token } = await createSession(payload, bo.user)
    const other = { ...bo, cookie: `${SESSION_COOKIE}=${token}` }
    expect((await changeEmail(other, target, PASSWORD)).status).toBe(423)
    expect((await findUserById(payload, bo.user.id)).pendingEmail ?? null).toBeNull()
    await runJobs(payload)
    expect(await mailsTo(target)).toEqual([])
  })

  it('refuses an address another account holds', async () => {
    const [cy, other] = await Promise.all([member(), member()])
    const taken = await changeEmail(cy, other.user.email, PASSWORD)
    expect(taken.status).toBe(409)
  })

  it('mails the link to the new address and tells the old one, naming the new one masked', async () => {
    const di = await member()
    const target = `dinah-${unique()}@example.org`
    const token = await askAndReadLink(di, target)

    const stored = await findUserById(payload, di.user.id)
    expect(stored.pendingEmailToken).toBe(hashToken(token))
    const hours = (new Date(stored.pendingEmailExpires!).getTime() - Date.now()) / 3_600_000
    expect(hours).toBeGreaterThan(23.9)
    expect(hours).toBeLessThanOrEqual(24)

    const [notice] = await mailsTo(di.user.email)
    expect(notice).toContain(maskEmail(target))
    expect(notice).not.toContain(target)
    expect(notice).toContain('If it was not you')
    expect(notice).toContain('/auth/forgot')
    expect(notice).not.toContain(token)

    // The session's view shows the pending address too.
    const me = (await (
      await call(meRoute, { method: 'GET', cookie: di.cookie })
    ).json()) as PublicUser
    expect(me).toMatchObject({ email: di.user.email, pendingEmail: target })
  })
})

describe('confirming the new address', () => {
  it('applies the change once, marks the address proven and audits it', async () => {
    const ed = await member()
    const target = `edwin-${unique()}@example.org`
    const token = await askAndReadLink(ed, target)

    const answers = await Promise.all([confirm(token), confirm(token), confirm(token)])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400, 400])
    const ok = answers.find((answer) => answer.status === 200)!
    expect(await ok.json()).toEqual({ success: true, email: target })

    const stored = await findUserById(payload, ed.user.id)
    expect(stored).toMatchObject({ email: target, emailVerified: true })
    expect(stored.pendingEmail ?? null).toBeNull()
    expect(stored.pendingEmailToken ?? null).toBeNull()
    expect((await confirm(token)).status).toBe(400)
    const { totalDocs } = await payload.count({
      collection: 'audit-logs',
      where: {
        and: [{ eventType: { equals: 'email_changed' } }, { user: { equals: ed.user.id } }],
      },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(1)
  })

  it('refuses an expired link and changes nothing', async () => {
    const flo = await member()
    const token = await askAndReadLink(flo, `flo-${unique()}@example.org`)
    await payload.update({
      collection: 'users',
      id: flo.user.id,
      data: { pendingEmailExpires: new Date(Date.now() - 1000).toISOString() },
      overrideAccess: true,
    })
    const expired = await confirm(token)
    expect(expired.status).toBe(410)
    expect((await expired.json()).error).toMatch(/expired/)
    expect((await findUserById(payload, flo.user.id)).email).toBe(flo.user.email)
  })

  it('cannot take an address another account took in the meantime', async () => {
    const gus = await member()
    const target = `gus-${unique()}@example.org`
    const token = await askAndReadLink(gus, target)
    await createUser(payload, 'user', { email: target })
    const taken = await confirm(token)
    expect(taken.status).toBe(409)
    expect((await findUserById(payload, gus.user.id)).email).toBe(gus.user.email)
  })

  it('a newer request or a password change voids the link', async () => {
    const hal = await member()
    const first = await askAndReadLink(hal, `hal-a-${unique()}@example.org`)
    const second = await askAndReadLink(hal, `hal-b-${unique()}@example.org`)
    expect((await confirm(first)).status).toBe(400)

    await payload.update({
      collection: 'users',
      id: hal.user.id,
      data: { lastPasswordChange: new Date(Date.now() + 1000).toISOString() },
      overrideAccess: true,
    })
    expect((await confirm(second)).status).toBe(400)
    expect((await findUserById(payload, hal.user.id)).email).toBe(hal.user.email)
  })

  it('refuses a malformed or unknown token', async () => {
    expect((await confirm('short')).status).toBe(400)
    const unknown = await confirm(randomBytes(32).toString('base64url'))
    expect(unknown.status).toBe(400)
    expect(await unknown.json()).toEqual({
      error: 'This confirmation link is not valid or has expired',
    })
  })
})
