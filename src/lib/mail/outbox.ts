import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { renderReceipt } from '@/lib/commerce/receipt'
import { renderReleaseOpen } from '@/lib/commerce/releaseOpenMail'
import { drizzleOf } from '@/lib/db/sql'
import { siteUrl } from '@/lib/env'
import { renderExportReady } from '@/lib/privacy/exportMail'

import { type Mail, sendMail } from './mailer'
import type { OutboxKind } from './outboxQueue'

/**
 * The outbox's sender. Rows are claimed with `FOR UPDATE SKIP LOCKED` and a lease, so any number
 * of processes (and overlapping runs in one) send each e-mail once; a sender that died mid-send
 * (a crash, a deploy) leaves its lease to run out, and the row is taken again. A failed send is
 * retried later, with a growing wait, up to OUTBOX_MAX_ATTEMPTS tries.
 */

/** Longer than any one send can take (the SMTP transport gives up within a minute). */
export const OUTBOX_LEASE_SECONDS = 180
export const OUTBOX_MAX_ATTEMPTS = 8
const BATCH = 20

/** The wait after a failed try: 1, 2, 4 … minutes, at most 6 hours. */
export const retryDelaySeconds = (attempts: number): number =>
  Math.min(60 * 2 ** Math.max(0, attempts - 1), 6 * 60 * 60)

export type ClaimedMail = {
  id: string
  kind: OutboxKind
  user_id: string
  purchase_id: string | null
  export_request_id: string | null
  attempts: number
}

/** What each kind of e-mail says, read when it is sent; null when there is no one to tell. */
const RENDERERS: Record<OutboxKind, (payload: Payload, row: ClaimedMail) => Promise<Mail | null>> =
  {
    receipt: (payload, row) => renderReceipt(payload, row.purchase_id),
    'data-export-ready': (payload, row) => renderExportReady(payload, row.export_request_id),
    'release-open': (payload, row) => renderReleaseOpen(payload, row.purchase_id),
  }

const claim = async (payload: Payload): Promise<ClaimedMail[]> => {
  const { rows } = await drizzleOf(payload).execute(sql`UPDATE mail_outbox
    SET status = 'sending', attempts = attempts + 1, updated_at = now(),
      lease_until = now() + make_interval(secs => ${OUTBOX_LEASE_SECONDS})
    WHERE id IN (
      SELECT id FROM mail_outbox
      WHERE (status = 'pending' AND next_attempt_at <= now())
        OR (status = 'sending' AND lease_until < now())
      ORDER BY next_attempt_at
      LIMIT ${BATCH}
      FOR UPDATE SKIP LOCKED)
    RETURNING id, kind, user_id, purchase_id, export_request_id, attempts::int AS attempts`)
  return rows as ClaimedMail[]
}

/** Settles a claimed row, unless its lease ran out and another sender has taken it since. */
const settle = (
  payload: Payload,
  row: ClaimedMail,
  outcome: 'sent' | 'retry' | 'failed',
  error?: string,
) =>
  drizzleOf(payload).execute(sql`UPDATE mail_outbox
    SET status = ${outcome === 'retry' ? 'pending' : outcome}, lease_until = NULL, updated_at = now(),
      sent_at = ${outcome === 'sent' ? sql`now()` : sql`sent_at`},
      last_error = ${error ?? null},
      next_attempt_at = ${
        outcome === 'retry'
          ? sql`now() + make_interval(secs => ${retryDelaySeconds(row.attempts)})`
          : sql`next_attempt_at`
      }
    WHERE id = ${row.id} AND status = 'sending' AND attempts = ${row.attempts}`)

/** One Message-ID per row, the same on every try: a retry of a delivered mail is a duplicate to mail servers. */
const messageIdOf = (id: string) => `<outbox-${id}@${new URL(siteUrl()).hostname || 'localhost'}>`

const deliverOne = async (
  payload: Payload,
  row: ClaimedMail,
): Promise<'sent' | 'failed' | 'retry'> => {
  let mail: Mail | null
  try {
    mail = await RENDERERS[row.kind](payload, row)
  } catch (error) {
    return retryOrFail(payload, row, error)
  }
  if (!mail) {
    await settle(payload, row, 'failed', 'Nothing to send: the member or the record is gone.')
    return 'failed'
  }
  try {
    await sendMail({ ...mail, messageId: messageIdOf(row.id) })
  } catch (error) {
    return retryOrFail(payload, row, error)
  }
  await settle(payload, row, 'sent')
  return 'sent'
}

const retryOrFail = async (payload: Payload, row: ClaimedMail, error: unknown) => {
  const reason = error instanceof Error ? error.message : String(error)
  const outcome = row.attempts >= OUTBOX_MAX_ATTEMPTS ? 'failed' : 'retry'
  payload.logger[outcome === 'failed' ? 'error' : 'warn']({
    err: error,
    msg: `${row.kind} e-mail ${row.id} not sent (try ${row.attempts} of ${OUTBOX_MAX_ATTEMPTS})`,
  })
  await settle(payload, row, outcome, reason.slice(0, 500))
  return outcome
}

/** Sends every e-mail that is due now; safe to run anywhere, any number of times at once. */
export const deliverOutbox = async (
  payload: Payload,
): Promise<{ sent: number; retry: number; failed: number }> => {
  const counts = { sent: 0, retry: 0, failed: 0 }
  for (;;) {
    const rows = await claim(payload)
    for (const row of rows) counts[await deliverOne(payload, row)] += 1
    if (rows.length < BATCH) return counts
  }
}

let running: Promise<void> | null = null
let again = false

/**
 * Starts sending once a transaction that queued e-mail has committed, so nobody waits for the
 * next tick (which sends what is due anyway, every ten seconds). Tests send themselves
 * (`deliverOutbox`), and a process that runs no jobs (JOBS_AUTORUN=false) leaves it to one that does.
 */
export const kickOutbox = (payload: Payload): void => {
  if (process.env.NODE_ENV === 'test' || process.env.JOBS_AUTORUN === 'false') return
  if (running) {
    again = true
    return
  }
  running = (async () => {
    do {
      again = false
      await deliverOutbox(payload).catch((error: unknown) =>
        payload.logger.error({ err: error, msg: 'outbox run failed' }),
      )
    } while (again)
  })().finally(() => {
    running = null
  })
}
