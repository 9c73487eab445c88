// Scenario 2: the app killed (SIGKILL, the whole process tree) after it has received Stripe's
// payment_intent.succeeded webhook and before it has applied it. The test's own transaction
// holds the purchase's row lock, so the webhook's transaction stops inside completeIntent with
// its stripe_events row written but not committed. Proves that such an event is not taken as
// seen: nothing is half-applied, and Stripe's redelivery to the restarted app completes the
// purchase exactly once, and the member gets one receipt.
import { auditBooks, withDb } from './lib/ledger.mjs'
import { poll } from './lib/poll.mjs'
import { receiptsTo } from './lib/receipts.mjs'
import { openCheckout, paidTracks, registerMember } from './lib/shop.mjs'

const BLOCKED_WITHIN_MS = 15_000
const REDELIVERY_WITHIN_MS = 75_000

/** The app's database session waiting on our row lock, once it is there. */
const blockedWebhook = (observer) =>
  poll(async () => {
    const { rows } = await observer.query(`SELECT pid, backend_xid IS NOT NULL AS wrote
      FROM pg_stat_activity
      WHERE datname = current_database() AND pid <> pg_backend_pid() AND wait_event_type = 'Lock'
        AND query ILIKE '%FROM purchases WHERE stripe_payment_intent_id%FOR UPDATE%'`)
    return rows[0]
  }, BLOCKED_WITHIN_MS)

const gone = (observer, pid) =>
  poll(async () => {
    const { rowCount } = await observer.query('SELECT 1 FROM pg_stat_activity WHERE pid = $1', [
      pid,
    ])
    return rowCount === 0
  }, 10_000)

/** What the database holds for one purchase: its status, its rights and its event's rows. */
const stateOf = (databaseUrl, { intentId, member, track, eventId }) =>
  withDb(databaseUrl, async (db) => {
    const one = async (text, values) => Number((await db.query(text, values)).rows[0].count)
    const { rows } = await db.query(
      'SELECT status FROM purchases WHERE stripe_payment_intent_id = $1',
      [intentId],
    )
    return {
      purchases: rows.map((r) => r.status).join(', ') || 'none',
      rights: await one(
        `SELECT count(*) FROM user_file_permissions WHERE user_id = $1 AND track_id = $2
          AND is_active`,
        [member.id, track.id],
      ),
      eventRows: await one('SELECT count(*) FROM stripe_events WHERE event_id = $1', [eventId]),
    }
  })

const downloadBytes = async (app, member, track) => {
  const response = await fetch(`${app.baseUrl}/api/secure/download/${track.id}`, {
    headers: { Cookie: member.cookie, 'X-Forwarded-For': member.ip },
  })
  return { status: response.status, bytes: (await response.arrayBuffer()).byteLength }
}

export async function appKill({ app, stripe, databaseUrl, mail }, report) {
  const [track] = await paidTracks(app.baseUrl)
  const member = await registerMember(app.baseUrl)
  const clientSecret = await openCheckout(app.baseUrl, member, track)
  const intentId = clientSecret.split('_secret_')[0]

  // Two connections: the lock's transaction, and an observer (a transaction sees one snapshot
  // of pg_stat_activity, so the holder could never see the webhook arrive).
  await withDb(databaseUrl, (holder) =>
    withDb(databaseUrl, async (observer) => {
      await holder.query('BEGIN')
      await holder.query(
        'SELECT id FROM purchases WHERE stripe_payment_intent_id = $1 FOR UPDATE',
        [intentId],
      )
      const paid = await stripe.pay(clientSecret)
      report.check('payment at Stripe', paid.status, 'succeeded')
      const blocked = await blockedWebhook(observer)
      report.check(
        'webhook received and held mid-transaction',
        blocked ? (blocked.wrote ? 'held, stripe_events row written' : 'held') : 'not seen',
        'held, stripe_events row written',
      )
      await app.kill()
      await holder.query('COMMIT')
      if (blocked) {
        const ended = await gone(observer, blocked.pid)
        report.check('the killed app’s transaction ended by PostgreSQL', ended, true)
      }
    }),
  )

  const event = (await stripe.events('payment_intent.succeeded')).find(
    (e) => e.data.object.id === intentId,
  )
  if (!report.check('payment_intent.succeeded sent by Stripe', event ? 'yes' : 'no', 'yes')) return
  const facts = { intentId, member, track, eventId: event.id }
  const afterKill = await stateOf(databaseUrl, facts)
  report.check(
    'after the kill: purchase, rights, event rows',
    `${afterKill.purchases}, ${afterKill.rights}, ${afterKill.eventRows}`,
    'pending, 0, 0',
  )

  const restartMs = await app.start()
  const delivered = await poll(async () => {
    const tries = await stripe.deliveries(event.id)
    return tries.find((t) => t.delivered) && tries
  }, REDELIVERY_WITHIN_MS)
  const final = await stateOf(databaseUrl, facts)
  const download = await downloadBytes(app, member, track)
  const books = await auditBooks({ databaseUrl, stripe, bought: [] })

  const [first] = delivered ?? []
  report.check('Stripe’s first try', first && !first.delivered ? 'failed' : 'answered', 'failed')
  report.check('a retry delivered it', delivered ? 'yes (2xx)' : 'no', 'yes (2xx)')
  report.check('purchase', final.purchases, 'completed')
  report.check('active download rights', final.rights, 1)
  report.check('stripe_events rows for the event', final.eventRows, 1)
  report.check(
    'member downloads the track',
    `${download.status}, ${download.bytes > 0 ? 'bytes' : 'empty'}`,
    '200, bytes',
  )
  report.check(
    'all succeeded intents so far: one completed purchase and one right',
    `${Math.min(books.withOneCompletedPurchase, books.withOneRight)}/${books.succeededIntents}`,
    `${books.succeededIntents}/${books.succeededIntents}`,
  )
  report.check('duplicate stripe_events rows', books.duplicateEventRows, 0)
  // Sent by the restarted app once it applied the event (at once, or on its runner's next tick).
  const receipts = await poll(() => receiptsTo(mail.dir, member.email), 15_000)
  report.check('receipts the member received', receipts, 1)
  report.measure('app restart', `${(restartMs / 1000).toFixed(1)} s`)
  if (delivered) {
    report.measure('delivered on try', `${delivered.at(-1).attempt}`)
    report.measure('first try', delivered[0].error ?? delivered[0].status)
  }
}
