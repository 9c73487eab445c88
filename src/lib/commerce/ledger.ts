import { sql } from '@payloadcms/db-postgres'

import { type SQL, type SqlTransaction, sqlList } from '@/lib/db/sql'
import type { Purchase } from '@/payload-types'
import { isId } from '@/lib/validation/ids'

import { CURRENCY, toCents } from './money'
import { fitsTerms, type PricedItem, termsOf } from './priceTerms'
import { hasReceipt } from './purchases'
import { queueReceipt } from './receipt'

/**
 * The purchase ledger's state changes, in SQL inside the caller's transaction. Every change
 * starts by locking the purchase row (`FOR UPDATE`), so a webhook, its duplicate and the
 * success page's confirm call that race each other are applied one after the other, and the
 * `WHERE status …` rules below decide which of them still changes anything.
 */

export type PurchaseStatus = NonNullable<Purchase['status']>

export type PurchaseRow = {
  id: string
  user_id: string
  /** One of the two: the track bought, or the release. */
  track_id: string | null
  release_id: string | null
  amount: string
  currency: string | null
  status: PurchaseStatus
  stripe_payment_intent_id: string | null
}

/** One purchase moved from one status to another by one call. */
export type Change = { purchase: PurchaseRow; from: PurchaseStatus | null; to: PurchaseStatus }

/** The facts of a payment intent the ledger checks a purchase against. */
export type IntentFacts = {
  id: string
  amount: number
  currency: string
  status: string
  metadata: Record<string, string | undefined>
}

export class PaymentMismatch extends Error {
  constructor(
    readonly intentId: string,
    readonly reasons: string[],
  ) {
    super(`Payment intent ${intentId} does not match its purchase: ${reasons.join(', ')}`)
    this.name = 'PaymentMismatch'
  }
}

const rowsOf = <T>(result: { rows: unknown[] }): T[] => result.rows as T[]

const COLUMNS = sql`id, user_id, track_id, release_id, amount::text AS amount, currency, status,
  stripe_payment_intent_id`

/** What a checkout sells: one track, or one release (which grants each of its tracks). */
export type SaleRef = { kind: 'track' | 'release'; id: string }

const itemColumn = (item: SaleRef) =>
  item.kind === 'track' ? sql`track_id = ${item.id}` : sql`release_id = ${item.id}`

/**
 * Whether a member owns a track now: a completed purchase of it, or of a release whose tracks
 * (as they were when it was paid) include it. `except` leaves one purchase out (the one being
 * refunded).
 */
const completedGrant = (userId: unknown, trackId: unknown, except?: string) => sql`
  SELECT p.id FROM purchases p
  WHERE p.user_id = ${userId} AND p.status = 'completed'
    ${except ? sql`AND p.id <> ${except}` : sql``}
    AND (p.track_id = ${trackId} OR EXISTS (SELECT 1 FROM purchases_rels r
      WHERE r.parent_id = p.id AND r.path = 'releaseTracks' AND r.tracks_id = ${trackId}))
  LIMIT 1`

/** Whether the member owns the track `trackId` (an SQL expression) now: a boolean in SQL. */
export const ownsTrackSql = (userId: string, trackId: SQL) =>
  sql`EXISTS (${completedGrant(userId, trackId)})`

/** Which of these tracks the member owns now, in one query. */
export const ownedTracksSql = (userId: string, trackIds: readonly string[]) =>
  sql`SELECT listed.id::text AS track_id
    FROM unnest(ARRAY[${sqlList(trackIds)}]::uuid[]) AS listed(id)
    WHERE ${ownsTrackSql(userId, sql`listed.id`)}`

/** The tracks a purchase gives: its track, or its release's tracklist as recorded when paid. */
const tracksOf = async (tx: SqlTransaction, purchase: PurchaseRow): Promise<string[]> => {
  if (purchase.track_id) return [purchase.track_id]
  const rows = rowsOf<{ tracks_id: string }>(
    await tx.execute(sql`SELECT tracks_id FROM purchases_rels
      WHERE parent_id = ${purchase.id} AND path = 'releaseTracks' ORDER BY "order"`),
  )
  return rows.map((row) => row.tracks_id)
}

/**
 * Records the tracks a release purchase gives, once: the release's published tracklist when it
 * is paid. Tracks added to the release later are not part of what was bought; tracks taken off
 * it stay with the buyer.
 */
const recordReleaseTracks = async (tx: SqlTransaction, purchase: PurchaseRow): Promise<void> => {
  if (!purchase.release_id) return
  await tx.execute(sql`INSERT INTO purchases_rels ("order", parent_id, path, tracks_id)
    SELECT row_number() OVER (ORDER BY rr."order"), ${purchase.id}, 'releaseTracks', rr.tracks_id
    FROM releases_rels rr JOIN tracks t ON t.id = rr.tracks_id AND t._status = 'published'
    WHERE rr.parent_id = ${purchase.release_id} AND rr.path = 'tracks'
      AND NOT EXISTS (SELECT 1 FROM purchases_rels done
        WHERE done.parent_id = ${purchase.id} AND done.path = 'releaseTracks')`)
}

export const lockPurchaseByIntent = async (
  tx: SqlTransaction,
  intentId: string,
): Promise<PurchaseRow | null> =>
  rowsOf<PurchaseRow>(
    await tx.execute(
      sql`SELECT ${COLUMNS} FROM purchases WHERE stripe_payment_intent_id = ${intentId} FOR UPDATE`,
    ),
  )[0] ?? null

const setStatus = async (
  tx: SqlTransaction,
  purchase: PurchaseRow,
  to: PurchaseStatus,
): Promise<Change> => {
  // A first completion dates the purchase; a restored one (dispute won) keeps its date.
  await tx.execute(sql`UPDATE purchases SET status = ${to}, updated_at = now(),
      purchase_date = CASE WHEN status IN ('pending', 'failed') THEN now() ELSE purchase_date END
    WHERE id = ${purchase.id}`)
  return { purchase: { ...purchase, status: to }, from: purchase.status, to }
}

/**
 * The member's right to download each track the purchase gives: created, or switched back on by
 * this purchase.
 */
export const grantDownload = async (tx: SqlTransaction, purchase: PurchaseRow): Promise<void> => {
  for (const trackId of await tracksOf(tx, purchase)) {
    await tx.execute(sql`INSERT INTO user_file_permissions
        (user_id, track_id, purchase_id, file_url, permission, access_count, max_access_count,
         is_active)
      VALUES (${purchase.user_id}, ${trackId}, ${purchase.id},
        ${`/api/secure/download/${trackId}`}, 'download', 0, -1, true)
      ON CONFLICT (user_id, track_id) DO UPDATE
        SET is_active = true, purchase_id = EXCLUDED.purchase_id, updated_at = now()`)
  }
}

/**
 * A refund or dispute takes back the rights this purchase gave, except to a track the member
 * still owns another way (bought on its own, or on another release: the right then rests on
 * that purchase) or that is free.
 */
const revokeDownloads = async (tx: SqlTransaction, purchase: PurchaseRow): Promise<void> => {
  await tx.execute(sql`UPDATE user_file_permissions AS u
    SET purchase_id = COALESCE(other.id, u.purchase_id),
      is_active = other.id IS NOT NULL
        OR EXISTS (SELECT 1 FROM tracks t WHERE t.id = u.track_id AND t.price = 0),
      updated_at = now()
    FROM user_file_permissions AS mine
    LEFT JOIN LATERAL (${completedGrant(sql`mine.user_id`, sql`mine.track_id`, purchase.id)})
      AS other ON true
    WHERE u.id = mine.id AND mine.user_id = ${purchase.user_id}
      AND mine.purchase_id = ${purchase.id}`)
}

/**
 * A purchase for an intent our server created but whose row is missing (restored backup, a
 * crash between Stripe and the database): rebuilt from the intent's signed metadata, so money
 * taken is never without its purchase. Only when the intent paid an amount the track's terms
 * allow (its price, or within its name-your-price range) in the store's currency: a signature
 * proves the event came from Stripe, not that the amount was ours.
 */
const adoptIntent = async (
  tx: SqlTransaction,
  intent: IntentFacts,
): Promise<PurchaseRow | null> => {
  const { userId, trackId, releaseId } = intent.metadata
  const item: SaleRef | null =
    trackId && !releaseId
      ? { kind: 'track', id: trackId }
      : releaseId && !trackId
        ? { kind: 'release', id: releaseId }
        : null
  if (!userId || !item || !isId(userId) || !isId(item.id)) return null
  const table = item.kind === 'track' ? sql`tracks` : sql`releases`
  const [terms] = rowsOf<PricedItem>(
    await tx.execute(sql`SELECT price_mode AS "priceMode", price::text AS price,
        suggested_price::text AS "suggestedPrice", maximum_price::text AS "maximumPrice"
      FROM ${table} WHERE id = ${item.id}`),
  )
  if (!terms) return null
  const reasons = [
    ...(!fitsTerms(termsOf(terms), intent.amount) ? ['amount'] : []),
    ...(intent.currency.toLowerCase() !== CURRENCY ? ['currency'] : []),
  ]
  if (reasons.length > 0) throw new PaymentMismatch(intent.id, reasons)
  await tx.execute(sql`INSERT INTO purchases
      (user_id, track_id, release_id, amount, currency, stripe_payment_intent_id, status,
       purchase_date)
    SELECT ${userId}, ${item.kind === 'track' ? item.id : null},
      ${item.kind === 'release' ? item.id : null}, ${intent.amount / 100}, ${intent.currency},
      ${intent.id}, 'pending', now()
    WHERE EXISTS (SELECT 1 FROM users WHERE id = ${userId})
    ON CONFLICT (stripe_payment_intent_id) DO NOTHING`)
  return lockPurchaseByIntent(tx, intent.id)
}

const mismatches = (purchase: PurchaseRow, intent: IntentFacts): string[] => {
  const reasons: string[] = []
  if (toCents(purchase.amount) !== intent.amount) reasons.push('amount')
  if ((purchase.currency ?? 'usd').toLowerCase() !== intent.currency.toLowerCase()) {
    reasons.push('currency')
  }
  if (intent.metadata.userId !== purchase.user_id) reasons.push('user')
  if ((intent.metadata.trackId ?? null) !== purchase.track_id) reasons.push('track')
  if ((intent.metadata.releaseId ?? null) !== purchase.release_id) reasons.push('release')
  return reasons
}

/**
 * `payment_intent.succeeded`, or the success page seeing a succeeded intent: the purchase is
 * completed and the download granted, once. A refunded or disputed purchase stays so (its
 * refund or dispute may have arrived first); a completed one is left alone.
 */
export const completeIntent = async (
  tx: SqlTransaction,
  intent: IntentFacts,
): Promise<Change | null> => {
  if (intent.status !== 'succeeded') return null
  const purchase = (await lockPurchaseByIntent(tx, intent.id)) ?? (await adoptIntent(tx, intent))
  if (!purchase) throw new PaymentMismatch(intent.id, ['no purchase and no valid metadata'])
  const reasons = mismatches(purchase, intent)
  if (reasons.length > 0) throw new PaymentMismatch(intent.id, reasons)
  if (purchase.status !== 'pending' && purchase.status !== 'failed') return null
  const change = await setStatus(tx, purchase, 'completed')
  await recordReleaseTracks(tx, change.purchase)
  await grantDownload(tx, change.purchase)
  // Its receipt, in the same transaction: it exists exactly when the purchase does.
  if (hasReceipt(change.purchase)) await queueReceipt(tx, change.purchase)
  return change
}

/** `payment_intent.payment_failed` / `.canceled`: only a purchase still pending fails. */
export const failIntent = async (tx: SqlTransaction, intentId: string): Promise<Change | null> => {
  const purchase = await lockPurchaseByIntent(tx, intentId)
  if (!purchase || purchase.status !== 'pending') return null
  return setStatus(tx, purchase, 'failed')
}

/** `charge.refunded` (in full): the money went back, so the download goes too. Final. */
export const refundIntent = async (
  tx: SqlTransaction,
  intentId: string,
): Promise<Change | null> => {
  const purchase = await lockPurchaseByIntent(tx, intentId)
  if (!purchase || purchase.status === 'refunded') return null
  await revokeDownloads(tx, purchase)
  return setStatus(tx, purchase, 'refunded')
}

/** `charge.dispute.created`: the download is suspended while the bank decides. */
export const disputeIntent = async (
  tx: SqlTransaction,
  intentId: string,
): Promise<Change | null> => {
  const purchase = await lockPurchaseByIntent(tx, intentId)
  if (!purchase || purchase.status === 'refunded' || purchase.status === 'disputed') return null
  await revokeDownloads(tx, purchase)
  return setStatus(tx, purchase, 'disputed')
}

/** `charge.dispute.closed` as won: the purchase and its download are restored. */
export const restoreIntent = async (
  tx: SqlTransaction,
  intentId: string,
): Promise<Change | null> => {
  const purchase = await lockPurchaseByIntent(tx, intentId)
  if (!purchase || purchase.status !== 'disputed') return null
  const change = await setStatus(tx, purchase, 'completed')
  await grantDownload(tx, change.purchase)
  return change
}

const lockKey = (tx: SqlTransaction, key: string) =>
  tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`)

/** The lock a member's checkout of one item holds: one at a time, whatever the clicks. */
const lockCheckout = (tx: SqlTransaction, userId: string, item: SaleRef) =>
  lockKey(tx, `checkout:${userId}:${item.kind === 'track' ? item.id : `release:${item.id}`}`)

/**
 * The checkout in progress for a member and an item: the pending purchase if there is one, else
 * a new one at the given amount. A double click waits on the first click's lock and gets the
 * same purchase, hence the same idempotency key and the same payment intent.
 */
export const openCheckout = async (
  tx: SqlTransaction,
  userId: string,
  item: SaleRef,
  amount: number,
): Promise<PurchaseRow> => {
  await lockCheckout(tx, userId, item)
  const [pending] = rowsOf<PurchaseRow>(
    await tx.execute(sql`SELECT ${COLUMNS} FROM purchases
      WHERE user_id = ${userId} AND ${itemColumn(item)} AND status = 'pending' FOR UPDATE`),
  )
  if (pending) return pending
  return insertPurchase(tx, userId, item, amount, 'pending')
}

const insertPurchase = async (
  tx: SqlTransaction,
  userId: string,
  item: SaleRef,
  amount: number,
  status: PurchaseStatus,
): Promise<PurchaseRow> => {
  const [created] = rowsOf<PurchaseRow>(
    await tx.execute(sql`INSERT INTO purchases (user_id, track_id, release_id, amount, currency,
        status, purchase_date)
      VALUES (${userId}, ${item.kind === 'track' ? item.id : null},
        ${item.kind === 'release' ? item.id : null}, ${amount}, ${CURRENCY}, ${status}, now())
      RETURNING ${COLUMNS}`),
  )
  return created
}

/** Links the pending purchase to its payment intent, and keeps its amount the intent's. */
export const attachIntent = async (
  tx: SqlTransaction,
  purchaseId: string,
  intent: Pick<IntentFacts, 'id' | 'amount'>,
): Promise<void> => {
  await tx.execute(sql`UPDATE purchases
    SET stripe_payment_intent_id = ${intent.id}, amount = ${intent.amount / 100},
      updated_at = now()
    WHERE id = ${purchaseId} AND status = 'pending'
      AND (stripe_payment_intent_id IS NULL OR stripe_payment_intent_id = ${intent.id})`)
}

/** A checkout whose intent can no longer be paid (cancelled at Stripe) is closed as failed. */
export const closeCheckout = async (tx: SqlTransaction, purchaseId: string): Promise<void> => {
  await tx.execute(sql`UPDATE purchases SET status = 'failed', updated_at = now()
    WHERE id = ${purchaseId} AND status = 'pending'`)
}

/**
 * A free item (or $0 named for a $0 minimum) goes straight into the member's library: a
 * completed $0.00 purchase, once.
 */
export const grantFreeItem = async (
  tx: SqlTransaction,
  userId: string,
  item: SaleRef,
): Promise<Change | null> => {
  await lockCheckout(tx, userId, item)
  const owned = await tx.execute(sql`SELECT 1 FROM purchases
    WHERE user_id = ${userId} AND ${itemColumn(item)} AND status = 'completed' LIMIT 1`)
  if (owned.rows.length > 0) return null
  const purchase = await insertPurchase(tx, userId, item, 0, 'completed')
  await recordReleaseTracks(tx, purchase)
  await grantDownload(tx, purchase)
  return { purchase, from: null, to: 'completed' }
}
