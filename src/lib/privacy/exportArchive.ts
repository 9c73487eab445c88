import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { audit } from '@/lib/audit'
import { toPublicUser } from '@/lib/auth/publicUser'
import { toPublicPurchase } from '@/lib/commerce/purchases'
import { drizzleOf, inTransaction } from '@/lib/db/sql'
import { siteUrl } from '@/lib/env'
import { kickOutbox } from '@/lib/mail/outbox'
import { queueMail } from '@/lib/mail/outboxQueue'
import { removeFiles, storeFiles } from '@/lib/storage/objectStore'

import { ownContacts, ownSignInAttempts, type Owner } from './ownRecords'
import { archiveFile, EXPORT_TTL_MS, exportDir, PRIVACY_QUEUE } from './requests'

const all = { pagination: false, overrideAccess: true, depth: 0 } as const

/**
 * The ids of a member's rows in a table, by ownRecords' conditions: in SQL, because Payload's
 * `equals` is case-sensitive and its `like` matches substrings (`ada@x.org` in `bada@x.org`).
 */
const idsOf = async (payload: Payload, table: 'contacts' | 'login_attempts', owner: Owner) => {
  const where = table === 'contacts' ? ownContacts(owner) : ownSignInAttempts(owner)
  const { rows } = await drizzleOf(payload).execute(
    sql`SELECT id FROM ${sql.identifier(table)} WHERE ${where}`,
  )
  return (rows as Array<{ id: string }>).map((row) => row.id)
}

/**
 * Everything the site holds about one member, and nothing about anyone else: every record is
 * reached by the member's id, or by their address only once they have proven it (ownRecords).
 */
export const buildArchive = async (payload: Payload, userId: string) => {
  const user = await payload.findByID({ collection: 'users', id: userId, overrideAccess: true })
  const owner = { id: user.id, email: user.email, emailVerified: Boolean(user.emailVerified) }
  const [contactIds, attemptIds] = await Promise.all([
    idsOf(payload, 'contacts', owner),
    idsOf(payload, 'login_attempts', owner),
  ])
  const [purchases, sessions, attempts, entries, contacts, requests] = await Promise.all([
    payload.find({
      collection: 'purchases',
      where: { user: { equals: userId } },
      ...all,
      depth: 1,
    }),
    payload.find({ collection: 'user-sessions', where: { user: { equals: userId } }, ...all }),
    payload.find({ collection: 'login-attempts', where: { id: { in: attemptIds } }, ...all }),
    payload.find({ collection: 'audit-logs', where: { user: { equals: userId } }, ...all }),
    payload.find({ collection: 'contacts', where: { id: { in: contactIds } }, ...all }),
    payload.find({
      collection: 'data-export-requests',
      where: { user: { equals: userId } },
      ...all,
    }),
  ])
  return {
    exportedAt: new Date().toISOString(),
    site: siteUrl(),
    profile: {
      ...toPublicUser(user),
      lastLoginIp: user.lastLoginIp ?? null,
      lastPasswordChange: user.lastPasswordChange ?? null,
    },
    consent: {
      consentToDataProcessing: Boolean(user.consentToDataProcessing),
      consentDate: user.consentDate ?? null,
      history: entries.docs
        .filter((entry) => entry.eventType.startsWith('consent_') || entry.eventType === 'register')
        .map((entry) => ({ event: entry.eventType, at: entry.timestamp ?? entry.createdAt })),
    },
    purchases: purchases.docs.map(toPublicPurchase),
    sessions: sessions.docs.map((session) => ({
      device: session.deviceName ?? null,
      ipAddress: session.ipAddress ?? null,
      userAgent: session.userAgent ?? null,
      active: Boolean(session.isActive),
      startedAt: session.createdAt,
      lastActivity: session.lastActivity ?? null,
      expiresAt: session.expiresAt,
    })),
    signInAttempts: attempts.docs.map((attempt) => ({
      at: attempt.timestamp ?? attempt.createdAt,
      ipAddress: attempt.ipAddress,
      userAgent: attempt.userAgent ?? null,
      success: Boolean(attempt.success),
      failureReason: attempt.failureReason ?? null,
    })),
    auditEntries: entries.docs.map((entry) => ({
      at: entry.timestamp ?? entry.createdAt,
      eventType: entry.eventType,
      action: entry.action,
      ipAddress: entry.ipAddress ?? null,
      userAgent: entry.userAgent ?? null,
      details: entry.details ?? null,
    })),
    contactMessages: contacts.docs.map((contact) => ({
      sentAt: contact.createdAt,
      fullName: contact.fullName,
      email: contact.email,
      phoneNumber: contact.phoneNumber ?? null,
      socialMedia: contact.socialMedia ?? null,
      mailingAddress: contact.mailingAddress ?? null,
      message: contact.message ?? null,
      status: contact.status ?? null,
    })),
    dataRequests: requests.docs.map((request) => ({
      type: request.requestType,
      status: request.status,
      requestedAt: request.createdAt,
    })),
  }
}

/**
 * The export job: builds the archive, writes it whole (a temporary file renamed into place, so
 * a retry after a failure midway never leaves half an archive), then marks the request ready
 * for 7 days and e-mails the member. Failures mark the request failed and are retried.
 */
export const runExport = async (payload: Payload, requestId: string): Promise<void> => {
  const request = await payload.findByID({
    collection: 'data-export-requests',
    id: requestId,
    overrideAccess: true,
    depth: 0,
  })
  if (request.status === 'completed') return
  const userId = typeof request.user === 'string' ? request.user : request.user?.id
  if (!userId) throw new Error(`Data request ${requestId} has no user`)
  await payload.update({
    collection: 'data-export-requests',
    id: requestId,
    data: { status: 'processing', failureReason: null },
    overrideAccess: true,
  })
  const expiresAt = new Date(Date.now() + EXPORT_TTL_MS)
  try {
    const archive = await buildArchive(payload, userId)
    await fs.mkdir(exportDir(), { recursive: true })
    const file = archiveFile(requestId)
    const temporary = `${file}.${randomBytes(4).toString('hex')}.tmp`
    await fs.writeFile(temporary, JSON.stringify(archive, null, 2), { mode: 0o600 })
    await fs.rename(temporary, file)
    await storeFiles([file])
    // Ready, and the e-mail that says so, in one transaction: a crash after it loses no mail,
    // and a retry of the job after it finds the request completed and queues nothing twice.
    await inTransaction(payload, async (tx) => {
      await tx.execute(sql`UPDATE data_export_requests SET status = 'completed',
          completed_at = now(), expires_at = ${expiresAt.toISOString()},
          download_url = ${`/api/user/data-export/${requestId}/download`}, updated_at = now()
        WHERE id = ${requestId}`)
      await queueMail(tx, {
        kind: 'data-export-ready',
        userId,
        exportRequestId: requestId,
        dedupeKey: `data-export-ready:${requestId}`,
      })
    })
  } catch (error) {
    await payload.update({
      collection: 'data-export-requests',
      id: requestId,
      data: {
        status: 'failed',
        failureReason: 'The export could not be prepared; it will be retried.',
      },
      overrideAccess: true,
    })
    throw error
  }
  kickOutbox(payload)
  // The archive is removed when it expires (the runner picks this job up then).
  await payload.jobs.queue({
    task: 'purgeExpiredExports',
    input: {},
    queue: PRIVACY_QUEUE,
    waitUntil: expiresAt,
  })
  await audit(payload, {
    eventType: 'data_export_completed',
    action: 'Data export ready',
    user: userId,
    resourceType: 'data-export-requests',
    resourceId: requestId,
  })
}

/** Removes archives past their 7 days (the clean-up job, and lazily on download). */
export const purgeExpiredExports = async (payload: Payload): Promise<number> => {
  const { docs } = await payload.find({
    collection: 'data-export-requests',
    where: {
      and: [
        { requestType: { equals: 'export' } },
        { expiresAt: { less_than_equal: new Date().toISOString() } },
        { downloadUrl: { exists: true } },
      ],
    },
    ...all,
  })
  for (const request of docs) {
    await removeFiles([archiveFile(request.id)])
    await payload.update({
      collection: 'data-export-requests',
      id: request.id,
      data: { downloadUrl: null },
      overrideAccess: true,
    })
  }
  return docs.length
}
