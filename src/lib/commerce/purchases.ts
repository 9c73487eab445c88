import type { Payload } from 'payload'

import { formatMoney, toCents } from '@/lib/commerce/money'
import type { Purchase, Release, Track } from '@/payload-types'
import { relationId } from '@/lib/validation/ids'

/**
 * A purchase as the dashboard and the player read it (spec §7, GET /api/user/purchases): of a
 * track (`trackId`, as the spec has it), or of a release (`releaseId`, `trackId` null) with the
 * tracks it gave.
 */
export type PublicPurchase = {
  id: string
  trackId: string | null
  releaseId: string | null
  status: Purchase['status']
  amount: string
  purchaseDate: string
  stripePaymentIntentId: string | null
  track: { title: string; artist: string } | null
  release: {
    title: string
    artist: string
    slug: string
    /** The tracks the purchase gives, in the release's order when it was paid. */
    tracks: Array<{ id: string; title: string; artist: string }>
  } | null
}

export const toPublicPurchase = (purchase: Purchase): PublicPurchase => {
  const track = typeof purchase.track === 'object' ? (purchase.track as Track | null) : null
  const release = typeof purchase.release === 'object' ? (purchase.release as Release | null) : null
  return {
    id: purchase.id,
    trackId: relationId(purchase.track),
    releaseId: relationId(purchase.release),
    status: purchase.status,
    amount: formatMoney(purchase.amount),
    purchaseDate: purchase.purchaseDate ?? purchase.createdAt,
    stripePaymentIntentId: purchase.stripePaymentIntentId ?? null,
    track: track ? { title: track.title, artist: track.artist } : null,
    release: release
      ? {
          title: release.title,
          artist: release.artist,
          slug: release.slug,
          tracks: (purchase.releaseTracks ?? []).flatMap((entry) =>
            typeof entry === 'object' && entry
              ? [{ id: entry.id, title: entry.title, artist: entry.artist }]
              : [],
          ),
        }
      : null,
  }
}

/** What a purchase is called wherever it is listed. */
export const purchaseTitle = (purchase: Pick<PublicPurchase, 'track' | 'release'>) =>
  purchase.release?.title ?? purchase.track?.title ?? null

/**
 * Whether a purchase has a receipt: only money taken does (a free track added to the library
 * needs none). The ledger queues it by this rule, and the dashboard and console offer to resend it.
 */
export const hasReceipt = (purchase: { status?: string | null; amount: number | string }) =>
  purchase.status === 'completed' && toCents(purchase.amount) > 0

/**
 * What a member sees as a purchase: paid for (or added free), refunded or disputed. A checkout
 * that was opened and never paid, or whose card was declined, is an attempt, not a purchase;
 * the team still sees those in the CMS.
 */
export const MEMBER_VISIBLE_STATUSES: Array<NonNullable<Purchase['status']>> = [
  'completed',
  'refunded',
  'disputed',
]

/** A member's purchases, newest first, read with their own rights. */
export const listUserPurchases = async (
  payload: Payload,
  user: { id: string; collection?: string },
): Promise<PublicPurchase[]> => {
  const { docs } = await payload.find({
    collection: 'purchases',
    where: {
      and: [{ user: { equals: user.id } }, { status: { in: MEMBER_VISIBLE_STATUSES } }],
    },
    sort: '-purchaseDate',
    depth: 1,
    pagination: false,
    overrideAccess: false,
    user: { ...user, collection: 'users' },
  })
  return docs.map(toPublicPurchase)
}

/** The member's own purchase for a payment intent, read with their rights; null otherwise. */
export const findUserPurchaseByIntent = async (
  payload: Payload,
  user: { id: string; collection?: string },
  paymentIntentId: string,
): Promise<Purchase | null> => {
  const { docs } = await payload.find({
    collection: 'purchases',
    where: {
      and: [{ stripePaymentIntentId: { equals: paymentIntentId } }, { user: { equals: user.id } }],
    },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: false,
    user: { ...user, collection: 'users' },
  })
  return docs[0] ?? null
}

/** A purchase as it stands now, with its track. */
export const findPurchaseWithTrack = (payload: Payload, id: string): Promise<Purchase> =>
  payload.findByID({ collection: 'purchases', id, depth: 1, overrideAccess: true })
