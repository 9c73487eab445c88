import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { AddressInfo } from 'node:net'
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import type { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { POST as adminResendRoute } from '@/app/(site)/api/admin/purchases/[id]/receipt/route'
import { POST as resendRoute } from '@/app/(site)/api/user/purchases/[id]/receipt/route'
import { SESSION_COOKIE } from '@/lib/auth/constants'
import { createSession } from '@/lib/auth/sessions'
import { attachIntent, completeIntent, grantFreeItem, openCheckout } from '@/lib/commerce/ledger'
import { drizzleOf, inTransaction } from '@/lib/db/sql'
import { deliverOutbox, OUTBOX_MAX_ATTEMPTS } from '@/lib/mail/outbox'
import { runJobs } from '@/lib/jobs/queue'
import type { Track } from '@/payload-types'

import { startSmtpCapture } from '../../scripts/lib/smtp-capture.mjs'
import { visibleIds } from '../helpers/access'
import { createMp3Master, createTrack, createUser, type TestUser } from '../helpers/fixtures'
import { exportOf, signedInMember, unique, type Member } from '../helpers/inProcess'
import { getTestPayload } from '../helpers/payload'

/*
 * The outbox: receipts and notices are written with the fact they tell and sent by the outbox's
 * sender over real SMTP (a capture server on loopback). In tests nothing sends on its own, so
 * the state after a commit is the state a crash right after it would leave.
 */

let payload: Payload
let track: Track
let freeTrack: Track
let smtp: SMTPServer
let smtpPort: number
const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-mail-'))

/** The e-mails the SMTP server received for an address, oldest first. */
const mailsTo = (address: string): string[] =>
  fs
    .readdirSync(mailDir)
    .filter((name) => name.endsWith(`-${address.replace(/[^a-z0-9@.]/gi, '_')}.eml`))
    .sort()
    .map((name) => fs.readFileSync(path.join(mailDir, name), 'utf8').replace(/=\r?\n/g, ''))

const startSmtp = async (port: number) => {
  smtp = (await startSmtpCapture({ dir: mailDir, port, keep: true })) as SMTPServer
  smtpPort = (smtp.server.address() as AddressInfo).port
}
const stopSmtp = () => new Promise<void>((resolve) => smtp.close(() => resolve()))

const db = () => drizzleOf(payload)

type Row = { status: string; attempts: number; dedupe_key: string | null; last_error: string }
const outboxOf = async (purchaseId: string): Promise<Row[]> =>
  (
    await db().execute(sql`SELECT status, attempts::int AS attempts, dedupe_key, last_error
      FROM mail_outbox WHERE purchase_id = ${purchaseId} ORDER BY created_at`)
  ).rows as Row[]

let intentCounter = 0
/** A member's paid purchase of the track, completed by the ledger as Stripe's webhook does. */
const buy = async (buyer: TestUser, item: Track = track) => {
  const intentId = `pi_outbox_${unique()}_${intentCounter++}`
  const cents = Math.round(item.price * 100)
  return inTransaction(payload, async (tx) => {
    const purchase = await openCheckout(tx, buyer.id, { kind: 'track', id: item.id }, item.price)
    await attachIntent(tx, purchase.id, { id: intentId, amount: cents })
    const change = await completeIntent(tx, {
      id: intentId,
      amount: cents,
      currency: 'usd',
      status: 'succeeded',
      metadata: { userId: buyer.id, trackId: item.id },
    })
    return { purchaseId: purchase.id, intentId, change }
  })
}

const resend = (route: typeof resendRoute, id: string, cookie?: string) =>
  route(
    new Request(`http://test/api/purchases/${id}/receipt`, {
      method: 'POST',
      headers: cookie ? { cookie } : {},
    }),
    { params: Promise.resolve({ id }) },
  )

const sessionCookie = async (user: TestUser) =>
  `${SESSION_COOKIE}=${(await createSession(payload, user)).token}`

beforeAll(async () => {
  await startSmtp(0)
  process.env.SMTP_URL = `smtp://127.0.0.1:${smtpPort}`
  payload = await getTestPayload()
  const audio = await createMp3Master(payload, 5)
  track = await createTrack(payload, { title: 'Receipt Song', price: 2.49, audio: audio.id })
  freeTrack = await createTrack(payload, { title: 'Gift Song', price: 0 })
})

afterAll(async () => {
  await stopSmtp()
  fs.rmSync(mailDir, { recursive: true, force: true })
})

describe('a receipt', () => {
  it('is written with the purchase and sent once, however many senders run at once', async () => {
    const { user } = await signedInMember(payload)
    const { purchaseId, intentId, change } = await buy(user)
    expect(change?.to).toBe('completed')
    // Committed, not sent: what a crash right after the commit leaves behind.
    expect(await outboxOf(purchaseId)).toMatchObject([
      { status: 'pending', attempts: 0, dedupe_key: `receipt:${purchaseId}` },
    ])
    expect(mailsTo(user.email)).toHaveLength(0)

    // The same success again (a webhook's duplicate, the success page's confirm): no second row.
    await inTransaction(payload, (tx) =>
      completeIntent(tx, {
        id: intentId,
        amount: 249,
        currency: 'usd',
        status: 'succeeded',
        metadata: { userId: user.id, trackId: track.id },
      }),
    )
    expect(await outboxOf(purchaseId)).toHaveLength(1)

    // The restarted process and another instance send at the same moment.
    const runs = await Promise.all([deliverOutbox(payload), deliverOutbox(payload)])
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(1)
    await deliverOutbox(payload)
    const mails = mailsTo(user.email)
    expect(mails).toHaveLength(1)
    expect(await outboxOf(purchaseId)).toMatchObject([{ status: 'sent', attempts: 1 }])

    const [mail] = mails
    expect(mail).toContain('Subject: Your receipt: Receipt Song by KAIRO')
    expect(mail).toContain('Item: Receipt Song (Digital Download)')
    expect(mail).toContain('Amount paid: $2.49')
    expect(mail).toContain(`Payment reference: ${intentId}`)
    expect(mail).toMatch(/Formats: MP3/)
    expect(mail).toContain('http://localhost:3000/dashboard')
    expect(mail).not.toMatch(/token=|\/api\/secure/)
    expect(mail).toMatch(/Message-ID: <outbox-[0-9a-f-]+@localhost>/i)
  })

  it('is not written for a free track added to the library', async () => {
    const { user } = await signedInMember(payload)
    const change = await inTransaction(payload, (tx) =>
      grantFreeItem(tx, user.id, { kind: 'track', id: freeTrack.id }),
    )
    expect(await outboxOf(change!.purchase.id)).toEqual([])
  })

  it('is taken again once the lease of a sender that died mid-send runs out', async () => {
    const { user } = await signedInMember(payload)
    const { purchaseId } = await buy(user)
    // A sender claimed it and died: its lease is still running, so nobody else sends it yet.
    await db().execute(sql`UPDATE mail_outbox SET status = 'sending', attempts = 1,
        lease_until = now() + interval '1 minute' WHERE purchase_id = ${purchaseId}`)
    await deliverOutbox(payload)
    expect(mailsTo(user.email)).toHaveLength(0)
    // The lease runs out.
    await db().execute(sql`UPDATE mail_outbox SET lease_until = now() - interval '1 second'
      WHERE purchase_id = ${purchaseId}`)
    await deliverOutbox(payload)
    await deliverOutbox(payload)
    expect(mailsTo(user.email)).toHaveLength(1)
    expect(await outboxOf(purchaseId)).toMatchObject([{ status: 'sent', attempts: 2 }])
  })

  it('is retried later when the mail server is down, and given up after the last try', async () => {
    const { user } = await signedInMember(payload)
    const { purchaseId } = await buy(user)
    const port = smtpPort
    await stopSmtp()
    try {
      expect(await deliverOutbox(payload)).toMatchObject({ sent: 0, retry: 1 })
      const [waiting] = await outboxOf(purchaseId)
      expect(waiting).toMatchObject({ status: 'pending', attempts: 1 })
      expect(waiting!.last_error).toMatch(/ECONNREFUSED/)
      // Not before its wait is over.
      expect(await deliverOutbox(payload)).toMatchObject({ sent: 0, retry: 0 })

      // A second purchase whose tries are all but spent: the last failure gives up.
      const other = await signedInMember(payload)
      const last = await buy(other.user)
      await db().execute(sql`UPDATE mail_outbox SET attempts = ${OUTBOX_MAX_ATTEMPTS - 1}
        WHERE purchase_id = ${last.purchaseId}`)
      expect(await deliverOutbox(payload)).toMatchObject({ failed: 1 })
      expect(await outboxOf(last.purchaseId)).toMatchObject([
        { status: 'failed', attempts: OUTBOX_MAX_ATTEMPTS },
      ])
    } finally {
      await startSmtp(port)
    }
    // Its wait is over: sent on the next run.
    await db().execute(sql`UPDATE mail_outbox SET next_attempt_at = now()
      WHERE purchase_id = ${purchaseId}`)
    expect(await deliverOutbox(payload)).toMatchObject({ sent: 1 })
    expect(mailsTo(user.email)).toHaveLength(1)
    expect(await outboxOf(purchaseId)).toMatchObject([{ status: 'sent', attempts: 2 }])
  })
})

describe('sending a receipt again', () => {
  let member: Member
  let purchaseId: string

  beforeAll(async () => {
    member = await signedInMember(payload)
    purchaseId = (await buy(member.user)).purchaseId
    await deliverOutbox(payload)
  })

  it('sends one more receipt to the member, through the outbox', async () => {
    expect(mailsTo(member.user.email)).toHaveLength(1)
    const answer = await resend(resendRoute, purchaseId, member.cookie)
    expect(answer.status).toBe(202)
    expect(await answer.json()).toEqual({
      message: `The receipt is on its way to ${member.user.email}.`,
    })
    await deliverOutbox(payload)
    const mails = mailsTo(member.user.email)
    expect(mails).toHaveLength(2)
    expect(mails[1]).toContain('Amount paid: $2.49')
    const rows = await outboxOf(purchaseId)
    expect(rows.map((row) => [row.status, row.dedupe_key])).toEqual([
      ['sent', `receipt:${purchaseId}`],
      ['sent', null],
    ])
  })

  it('answers 401 signed out, 404 for someone else’s or an unknown purchase, 409 for a free one', async () => {
    const stranger = await signedInMember(payload)
    const before = (await outboxOf(purchaseId)).length
    expect((await resend(resendRoute, purchaseId)).status).toBe(401)
    const theirs = await resend(resendRoute, purchaseId, stranger.cookie)
    expect(theirs.status).toBe(404)
    expect(await theirs.json()).toEqual({ error: 'Purchase not found' })
    expect((await resend(resendRoute, 'not-an-id', stranger.cookie)).status).toBe(404)
    const gift = await inTransaction(payload, (tx) =>
      grantFreeItem(tx, stranger.user.id, { kind: 'track', id: freeTrack.id }),
    )
    const free = await resend(resendRoute, gift!.purchase.id, stranger.cookie)
    expect(free.status).toBe(409)
    expect(await free.json()).toEqual({
      error: 'This purchase has no receipt: only completed paid purchases do.',
    })
    expect(await outboxOf(purchaseId)).toHaveLength(before)
    expect(await outboxOf(gift!.purchase.id)).toHaveLength(0)
  })

  it('is limited per member: too many answer 429 and queue nothing', async () => {
    const fan = await signedInMember(payload)
    const own = (await buy(fan.user)).purchaseId
    const answers = await Promise.all(
      Array.from({ length: 7 }, () => resend(resendRoute, own, fan.cookie)),
    )
    const statuses = answers.map((answer) => answer.status).sort()
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429, 429])
    const limited = answers.find((answer) => answer.status === 429)!
    expect(await limited.json()).toEqual({ error: 'Too many attempts. Please try again later.' })
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    // The first receipt and five resends.
    expect(await outboxOf(own)).toHaveLength(6)
  })

  it('an admin sends any member’s receipt again; a viewer and a member cannot', async () => {
    const admin = await createUser(payload, 'admin')
    const viewer = await createUser(payload, 'viewer')
    const before = mailsTo(member.user.email).length
    expect((await resend(adminResendRoute, purchaseId, member.cookie)).status).toBe(403)
    expect((await resend(adminResendRoute, purchaseId, await sessionCookie(viewer))).status).toBe(
      403,
    )
    const adminCookie = await sessionCookie(admin)
    expect((await resend(adminResendRoute, purchaseId, adminCookie)).status).toBe(202)
    expect((await resend(adminResendRoute, crypto.randomUUID(), adminCookie)).status).toBe(404)
    await deliverOutbox(payload)
    expect(mailsTo(member.user.email)).toHaveLength(before + 1)
    const { docs } = await payload.find({
      collection: 'audit-logs',
      where: { and: [{ eventType: { equals: 'receipt_resent' } }, { user: { equals: admin.id } }] },
      overrideAccess: true,
    })
    expect(docs).toMatchObject([
      { action: 'Receipt sent again by an admin', resourceId: purchaseId },
    ])
  })
})

describe('the data export e-mail', () => {
  it('is written with the finished export and sent once, even if the job runs again', async () => {
    const member = await signedInMember(payload)
    await exportOf(payload, member)
    expect(mailsTo(member.user.email)).toHaveLength(0)
    await deliverOutbox(payload)
    await runJobs(payload)
    await deliverOutbox(payload)
    const mails = mailsTo(member.user.email)
    expect(mails).toHaveLength(1)
    expect(mails[0]).toContain('Subject: Your data export is ready')
    expect(mails[0]).toContain('http://localhost:3000/dashboard')
  })
})

describe('the outbox through the CMS API', () => {
  it('is read by staff only and written by no one', async () => {
    const fan = await createUser(payload, 'user')
    const admin = await createUser(payload, 'admin')
    expect(await visibleIds(payload, 'mail-outbox', null)).toBe('forbidden')
    expect(await visibleIds(payload, 'mail-outbox', fan)).toBe('forbidden')
    const seen = await visibleIds(payload, 'mail-outbox', admin)
    expect(Array.isArray(seen) && seen.length > 0).toBe(true)
  })
})
