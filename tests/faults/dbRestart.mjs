// Scenario 1: PostgreSQL restarted (fast shutdown, same data and port) while members are buying.
// Proves that no payment is lost or applied twice across the outage — every intent Stripe holds
// as succeeded has one completed purchase and one download right, each webhook event is
// recorded once — and that the app's connection pool recovers without the app being restarted.
import { logSize, unhandledErrorsLogged } from './lib/app.mjs'
import { auditBooks, webhooksSettled } from './lib/ledger.mjs'
import { buy, call, paidTracks, registerMember } from './lib/shop.mjs'

const MEMBERS = 8
const DOWN_MS = 1_500
const WEBHOOK_WAIT_MS = 75_000

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
const pause = () => sleep(100 + Math.random() * 300)

/** Every member buys every paid track, one after another; half never open the success page. */
async function shop({ app, stripe, member, tracks, confirm, bought, failures, errors }) {
  for (const track of [...tracks].sort(() => Math.random() - 0.5)) {
    // One purchase given up means the app did not recover: the others would only wait too.
    if (errors.length) return
    await pause()
    try {
      bought.push(await buy({ baseUrl: app.baseUrl, stripe, member, track, confirm, failures }))
    } catch (error) {
      errors.push(error.message)
    }
  }
}

/** GET /api/tracks and a signed-in read (never cached) every 250 ms: when the app recovered. */
function watchHealth(app, member) {
  const seen = []
  let watching = true
  const done = (async () => {
    while (watching) {
      const [tracks, me] = await Promise.all([
        call(app.baseUrl, '/api/tracks'),
        call(app.baseUrl, '/api/auth/me', { cookie: member.cookie, ip: member.ip }),
      ])
      seen.push({ at: Date.now(), ok: tracks.status === 200 && me.status === 200 })
      await sleep(250)
    }
  })()
  return {
    stop: async () => {
      watching = false
      await done
      return seen
    },
  }
}

export async function dbRestart({ app, db, stripe, databaseUrl }, report) {
  const appPid = app.pid
  const logOffset = logSize(app.logFile)
  const tracks = await paidTracks(app.baseUrl)
  const members = []
  for (let i = 0; i < MEMBERS; i += 1) members.push(await registerMember(app.baseUrl))
  const health = watchHealth(app, members[0])

  const bought = []
  const failures = []
  const errors = []
  const shopping = Promise.all(
    members.map((member, i) =>
      shop({ app, stripe, member, tracks, confirm: i % 2 === 0, bought, failures, errors }),
    ),
  )
  // In the middle: once a third of the purchases are paid, with the rest still to come.
  const total = MEMBERS * tracks.length
  while (bought.length < total / 3 && errors.length === 0) await sleep(50)
  const paidBeforeRestart = bought.length
  const restartedAt = Date.now()
  await db.restart({ downMs: DOWN_MS })
  const backAt = Date.now()
  await shopping

  const waiting = await webhooksSettled(stripe, WEBHOOK_WAIT_MS)
  const seen = await health.stop()
  const finalTracks = await call(app.baseUrl, '/api/tracks')
  const books = await auditBooks({ databaseUrl, stripe, bought })
  const firstOkAfter = seen.find((s) => s.at > backAt && s.ok)
  const failedAfterRecovery = seen.filter((s) => firstOkAfter && s.at > firstOkAfter.at && !s.ok)

  report.check('purchases paid by the members', bought.length, total)
  report.check('purchases given up by a member', errors.length, 0)
  report.check('paid purchases matching an intent at Stripe', books.boughtMatchingStripe, total)
  report.check('intents Stripe holds as succeeded', books.succeededIntents, total)
  report.check(
    '… with one completed purchase (amount, member, track)',
    books.withOneCompletedPurchase,
    books.succeededIntents,
  )
  report.check('… with one active download right', books.withOneRight, books.succeededIntents)
  report.check('purchases stuck pending for a succeeded intent', books.stuckPending, 0)
  report.check('webhook events answered 2xx in the end', books.eventsDelivered, books.events)
  report.check('webhook events recorded exactly once', books.eventsRecordedOnce, books.events)
  report.check('duplicate stripe_events rows', books.duplicateEventRows, 0)
  report.check(
    'app process (not restarted)',
    app.running && app.pid === appPid ? 'same, running' : 'gone',
    'same, running',
  )
  report.check('GET /api/tracks afterwards', finalTracks.status, 200)
  report.check(
    'app serving again within 15 s of the database',
    firstOkAfter ? `${((firstOkAfter.at - backAt) / 1000).toFixed(1)} s` : 'never',
    '≤ 15 s',
    firstOkAfter && firstOkAfter.at - backAt <= 15_000,
  )
  report.check('health failures once recovered', failedAfterRecovery.length, 0)
  // Next logs and swallows them; any other Node process (a jobs runner, a script) would die.
  report.check(
    'uncaught errors in the app (lost connections nobody handled)',
    unhandledErrorsLogged(app.logFile, logOffset),
    0,
  )
  if (books.problems.length)
    report.measure('first problems', books.problems.slice(0, 3).join(' | '))
  if (errors.length) report.measure('first given up', errors.slice(0, 2).join(' | '))
  report.measure('paid before the restart', `${paidBeforeRestart}/${total}`)
  report.measure('database down', `${((backAt - restartedAt) / 1000).toFixed(1)} s`)
  report.measure('calls that failed and were retried', failures.length)
  report.measure('webhooks still undelivered', waiting)
}
