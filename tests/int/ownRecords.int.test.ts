import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as contactRoute } from '@/app/(site)/api/contacts/route'
import { anonymiseUser } from '@/lib/privacy/anonymise'

import { createUser, type TestUser } from '../helpers/fixtures'
import {
  call,
  exportOf as exportOfMember,
  type Member,
  signedInMember,
  unique,
} from '../helpers/inProcess'
import { getTestPayload } from '../helpers/payload'

/*
 * What a member's data export and erasure reach: records that are theirs by id, and by their
 * address only once they have proven it (src/lib/privacy/ownRecords.ts). The attack that made
 * this so is in tests/int/emailChange.int.test.ts.
 */

let payload: Payload

const member = (overrides: Partial<TestUser> = {}) => signedInMember(payload, overrides)
const exportOf = (who: Member) => exportOfMember(payload, who)

const visitorMessage = (email: string, message: string) =>
  call(contactRoute, { body: { fullName: 'Someone', email, phoneNumber: '+1 555 0142', message } })

const messagesFrom = async (email: string) =>
  (
    await payload.find({
      collection: 'contacts',
      where: { email: { equals: email } },
      overrideAccess: true,
    })
  ).docs

beforeAll(async () => {
  payload = await getTestPayload()
})

describe('data export', () => {
  it('an account registered with someone’s address (never proven) exports none of their messages', async () => {
    const victim = `victim-${unique()}@example.org`
    expect((await visitorMessage(victim, 'Not yours')).status).toBe(201)
    const squatter = await member({ email: victim, emailVerified: false })
    const archive = await exportOf(squatter)
    expect(archive).not.toContain('555 0142')
    expect(JSON.parse(archive)).toMatchObject({ contactMessages: [], signInAttempts: [] })
  })

  it('an address an admin sets in the CMS is unproven until the member confirms it', async () => {
    const victim = `victim-${unique()}@example.org`
    expect((await visitorMessage(victim, 'Not yours either')).status).toBe(201)
    const proven = await member({ emailVerified: true })
    const admin = await createUser(payload, 'admin')
    const moved = await payload.update({
      collection: 'users',
      id: proven.user.id,
      data: { email: victim },
      overrideAccess: false,
      user: { ...admin, collection: 'users' },
    })
    expect(moved).toMatchObject({ email: victim, emailVerified: false })
    expect(await exportOf(proven)).not.toContain('555 0142')
  })

  it('holds the member’s own messages and attempts: by id, and by a proven address', async () => {
    const ada = await member({ emailVerified: true })
    // Signed in, whatever address is typed, the message is hers.
    await call(contactRoute, {
      cookie: ada.cookie,
      body: { fullName: 'Ada', email: `typo-${unique()}@example.test`, message: 'Signed in' },
    })
    // Sent as a visitor from her proven address, in other letter case.
    await visitorMessage(ada.user.email.toUpperCase(), 'As a visitor')
    // A longer address that contains hers is someone else's.
    await visitorMessage(`x${ada.user.email}`, 'Not hers')
    await payload.create({
      collection: 'login-attempts',
      data: { email: ada.user.email, user: ada.user.id, ipAddress: '203.0.113.55', success: true },
      overrideAccess: true,
    })
    // An attempt typed with her address but not against her account (before she had it).
    await payload.create({
      collection: 'login-attempts',
      data: { email: ada.user.email, ipAddress: '203.0.113.56', success: false },
      overrideAccess: true,
    })
    const archive = JSON.parse(await exportOf(ada))
    expect(
      archive.contactMessages.map((contact: { message: string }) => contact.message).sort(),
    ).toEqual(['As a visitor', 'Signed in'])
    expect(archive.signInAttempts).toMatchObject([{ ipAddress: '203.0.113.55' }])
    expect(archive.signInAttempts).toHaveLength(1)

    // Unproven, the visitor's message is not hers any more; the signed-in one still is.
    await payload.update({
      collection: 'users',
      id: ada.user.id,
      data: { emailVerified: false },
      overrideAccess: true,
    })
    const unproven = JSON.parse(await exportOf(ada))
    expect(unproven.contactMessages).toMatchObject([{ message: 'Signed in' }])
  })
})

describe('erasure', () => {
  it('anonymises messages from an address only once it was proven', async () => {
    const [proven, unproven] = await Promise.all([
      member({ emailVerified: true }),
      member({ emailVerified: false }),
    ])
    await visitorMessage(proven.user.email, 'From a proven address')
    await visitorMessage(unproven.user.email, 'From an address nobody proved')
    await call(contactRoute, {
      cookie: unproven.cookie,
      body: {
        fullName: 'Una',
        email: `other-${unique()}@example.test`,
        phoneNumber: '+1 555 0177',
        message: 'Signed in',
      },
    })

    expect(await anonymiseUser(payload, proven.user.id)).toBe(true)
    expect(await anonymiseUser(payload, unproven.user.id)).toBe(true)

    expect(await messagesFrom(proven.user.email)).toEqual([])
    expect(await messagesFrom(unproven.user.email)).toMatchObject([
      { message: 'From an address nobody proved', phoneNumber: '+1 555 0142' },
    ])
    const { docs: sent } = await payload.find({
      collection: 'contacts',
      where: { sender: { equals: unproven.user.id } },
      overrideAccess: true,
    })
    expect(sent).toMatchObject([
      {
        phoneNumber: null,
        message: "[removed at the sender's request]",
        email: `deleted-${unproven.user.id}@deleted.invalid`,
      },
    ])
  })
})
