// The store's books against "Stripe": for every payment the Stripe test server holds as
// succeeded, what the database holds — read straight from PostgreSQL, not through the app.
import pg from 'pg'

/** A short-lived connection of the test's own (its pool must not depend on the app's). */
export async function withDb(url, work) {
  const client = new pg.Client({ connectionString: url })
  // A connection cut by a database restart reports here instead of ending the run.
  client.on('error', () => {})
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end().catch(() => {})
  }
}

const readBooks = (databaseUrl) =>
  withDb(databaseUrl, async (db) => ({
    purchases: (
      await db.query(`SELECT id, user_id, track_id, round(amount * 100)::int AS cents, status,
        stripe_payment_intent_id AS intent FROM purchases`)
    ).rows,
    rights: (
      await db.query(`SELECT user_id, track_id, purchase_id, is_active
      FROM user_file_permissions`)
    ).rows,
    events: (await db.query('SELECT event_id FROM stripe_events')).rows.map((r) => r.event_id),
  }))

const countBy = (items, keyOf) => {
  const counts = new Map()
  for (const item of items) counts.set(keyOf(item), (counts.get(keyOf(item)) ?? 0) + 1)
  return counts
}

/** Why a succeeded intent's purchase is not exactly right, or null when it is. */
function purchaseProblem(intent, books, completedPerPair) {
  const rows = books.purchases.filter((p) => p.intent === intent.id)
  if (rows.length !== 1) return `${intent.id}: ${rows.length} purchases`
  const [purchase] = rows
  const { userId, trackId } = intent.metadata
  if (purchase.status !== 'completed') return `${intent.id}: purchase ${purchase.status}`
  if (purchase.cents !== intent.amount)
    return `${intent.id}: ${purchase.cents} ≠ ${intent.amount} cents`
  if (purchase.user_id !== userId || purchase.track_id !== trackId) {
    return `${intent.id}: purchase of another member or track`
  }
  const completed = completedPerPair.get(`${userId} ${trackId}`)
  if (completed !== 1) return `${intent.id}: ${completed} completed purchases of the track`
  return null
}

function rightProblem(intent, books) {
  const { userId, trackId } = intent.metadata
  const rights = books.rights.filter((r) => r.user_id === userId && r.track_id === trackId)
  if (rights.length !== 1) return `${intent.id}: ${rights.length} download rights`
  const purchase = books.purchases.find((p) => p.intent === intent.id)
  if (!rights[0].is_active || rights[0].purchase_id !== purchase?.id) {
    return `${intent.id}: the right is inactive or not this purchase's`
  }
  return null
}

/**
 * The books after a fault. `bought` are the purchases the members paid for (intent, user,
 * track, cents): each must be one of Stripe's succeeded intents, with the same facts.
 */
export async function auditBooks({ databaseUrl, stripe, bought }) {
  const [intents, allEvents, deliveries, books] = await Promise.all([
    stripe.succeededIntents(),
    stripe.events('*'),
    stripe.deliveries(),
    readBooks(databaseUrl),
  ])
  const completedPerPair = countBy(
    books.purchases.filter((p) => p.status === 'completed'),
    (p) => `${p.user_id} ${p.track_id}`,
  )
  const purchaseProblems = intents.map((i) => purchaseProblem(i, books, completedPerPair))
  const rightProblems = intents.map((i) => rightProblem(i, books))
  const succeeded = new Map(intents.map((intent) => [intent.id, intent]))
  const unmatched = bought.filter((b) => {
    const intent = succeeded.get(b.intentId)
    return (
      !intent ||
      intent.amount !== b.cents ||
      intent.metadata.userId !== b.userId ||
      intent.metadata.trackId !== b.trackId
    )
  })
  const recorded = countBy(books.events, (id) => id)
  const delivered = new Set(deliveries.filter((d) => d.delivered).map((d) => d.event))
  return {
    succeededIntents: intents.length,
    boughtMatchingStripe: bought.length - unmatched.length,
    withOneCompletedPurchase: purchaseProblems.filter((p) => !p).length,
    withOneRight: rightProblems.filter((p) => !p).length,
    stuckPending: books.purchases.filter((p) => p.status === 'pending' && succeeded.has(p.intent))
      .length,
    events: allEvents.length,
    eventsDelivered: allEvents.filter((e) => delivered.has(e.id)).length,
    eventsRecordedOnce: allEvents.filter((e) => recorded.get(e.id) === 1).length,
    duplicateEventRows: [...recorded.values()].filter((n) => n > 1).length,
    problems: [...purchaseProblems, ...rightProblems].filter(Boolean),
  }
}

/** Waits until every event Stripe has sent was answered 2xx, or `withinMs` has passed. */
export async function webhooksSettled(stripe, withinMs) {
  const deadline = Date.now() + withinMs
  for (;;) {
    const [events, deliveries] = await Promise.all([stripe.events('*'), stripe.deliveries()])
    const delivered = new Set(deliveries.filter((d) => d.delivered).map((d) => d.event))
    const waiting = events.filter((event) => !delivered.has(event.id)).length
    if (waiting === 0 || Date.now() > deadline) return waiting
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}
