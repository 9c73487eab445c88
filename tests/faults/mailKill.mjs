// Scenario 3: the app killed while it owes a receipt. The mail server is down when a member pays:
// the purchase and its receipt are committed together, the app's first try to send fails, and
// the e-mail waits in the outbox. The app is then SIGKILLed, the mail server comes back and the
// app is started again. Proves that the restarted app sends the receipt by itself, exactly once,
// and that no completed paid purchase of the whole run is without its receipt.
import { setTimeout as sleep } from 'node:timers/promises'

import { withDb } from './lib/ledger.mjs'
import { poll } from './lib/poll.mjs'
import { receiptsTo } from './lib/receipts.mjs'
import { buy, paidTracks, registerMember } from './lib/shop.mjs'

const FIRST_TRY_WITHIN_MS = 20_000
// The failed try waits a minute (src/lib/mail/outbox.ts); the runner looks every ten seconds.
const SENT_WITHIN_MS = 120_000
const ANOTHER_TICK_MS = 15_000

const outboxRow = (databaseUrl, intentId) =>
  withDb(databaseUrl, async (db) => {
    const { rows } = await db.query(
      `SELECT o.status, o.attempts::int AS attempts FROM mail_outbox o
        JOIN purchases p ON p.id = o.purchase_id
       WHERE p.stripe_payment_intent_id = $1 AND o.dedupe_key = 'receipt:' || p.id`,
      [intentId],
    )
    return rows[0] ?? null
  })

export async function mailKill({ app, stripe, databaseUrl, mail }, report) {
  const [track] = await paidTracks(app.baseUrl)
  const member = await registerMember(app.baseUrl)

  await mail.stop()
  const { intentId } = await buy({ baseUrl: app.baseUrl, stripe, member, track, confirm: true })
  const owed = await poll(async () => {
    const row = await outboxRow(databaseUrl, intentId)
    return row && row.attempts >= 1 && row.status === 'pending' ? row : null
  }, FIRST_TRY_WITHIN_MS)
  report.check(
    'receipt committed with the purchase, first try refused',
    owed ? `${owed.status}, try ${owed.attempts}` : 'not seen',
    'pending, try 1',
  )

  await app.kill()
  await mail.start()
  const restartMs = await app.start()
  const started = Date.now()
  const arrived = await poll(() => receiptsTo(mail.dir, member.email) > 0, SENT_WITHIN_MS, 500)
  const waitedMs = Date.now() - started
  // Every instance's runner ticks again: nothing more may go out.
  await sleep(ANOTHER_TICK_MS)
  const final = await outboxRow(databaseUrl, intentId)
  const { unreceipted, givenUp } = await withDb(databaseUrl, async (db) => {
    const count = async (text) => (await db.query(text)).rows[0].count
    return {
      unreceipted: await count(`SELECT count(*)::int AS count FROM purchases p
        WHERE p.status = 'completed' AND p.amount > 0 AND NOT EXISTS (SELECT 1 FROM mail_outbox o
          WHERE o.purchase_id = p.id AND o.dedupe_key = 'receipt:' || p.id)`),
      // A database restart (db-restart) fails a send for a while; it must never give one up.
      givenUp: await count(`SELECT count(*)::int AS count FROM mail_outbox
        WHERE status = 'failed'`),
    }
  })

  report.check('receipt sent by the restarted app', arrived ? 'yes' : 'no', 'yes')
  report.check('receipts the member received', receiptsTo(mail.dir, member.email), 1)
  report.check(
    'its outbox row',
    final ? `${final.status}, ${final.attempts} tries` : 'none',
    'sent, 2 tries',
  )
  report.check('completed paid purchases of the run without a receipt', unreceipted, 0)
  report.check('e-mails of the run given up', givenUp, 0)
  report.measure('app restart', `${(restartMs / 1000).toFixed(1)} s`)
  report.measure('receipt after the restart', `${(waitedMs / 1000).toFixed(1)} s`)
}
