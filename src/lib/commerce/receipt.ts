import type { Payload } from 'payload'

import { FORMATS } from '@/lib/audio/ffmpeg/formats'
import { planOfTrack } from '@/lib/audio/renditions/plan'
import { siteUrl } from '@/lib/env'
import type { Mail } from '@/lib/mail/mailer'
import { queueMail } from '@/lib/mail/outboxQueue'
import { isErasedAddress } from '@/lib/privacy/anonymise'
import type { SqlTransaction } from '@/lib/db/sql'

import { formatMoney } from './money'
import type { PurchaseRow } from './ledger'
import type { Track } from '@/payload-types'
import { RELEASE_TYPE_LABELS, releaseDayLabel } from '@/lib/catalogue/releaseTypes'

import { isPreOrder } from './preOrders'

type ReceiptFacts = {
  firstName: string | null | undefined
  title: string
  artist: string
  /** What was bought: a track's 'Digital Download', a release's 'EP, 4 tracks'. */
  item: string
  amount: string
  date: Date
  paymentIntentId: string | null
  /** The formats the purchase includes, by label; empty when the track has no master now. */
  formats: string[]
  dashboardUrl: string
  /** A pre-order's day, while it is ahead: what is held until then. */
  outOn?: string | null
}

/** The receipt's words, plain text: nothing a member typed is rendered as HTML. */
export const receiptMail = (facts: ReceiptFacts) => ({
  subject: `Your receipt: ${facts.title} by ${facts.artist}`,
  text: [
    `Hi ${facts.firstName?.trim() || 'there'},`,
    '',
    facts.outOn
      ? `Thank you for your pre-order. "${facts.title}" by ${facts.artist} comes out on ` +
        `${releaseDayLabel(facts.outOn)}: we will e-mail you that day.`
      : `Thank you for your purchase. "${facts.title}" by ${facts.artist} is now in your library.`,
    '',
    `Item: ${facts.title} (${facts.item})`,
    `Amount paid: $${facts.amount}`,
    `Date: ${facts.date.toISOString().slice(0, 10)}`,
    ...(facts.formats.length > 0 ? [`Formats: ${facts.formats.join(', ')}`] : []),
    ...(facts.paymentIntentId ? [`Payment reference: ${facts.paymentIntentId}`] : []),
    '',
    facts.outOn
      ? `Until then, any track marked available at once plays in full in your dashboard: ${facts.dashboardUrl}`
      : `Download it or play it in full any time from your dashboard: ${facts.dashboardUrl}`,
  ].join('\n'),
})

/**
 * Queues the receipt of a purchase that has just been completed, in the transaction that
 * completed it: once per purchase, whatever the number of webhooks and confirm calls.
 */
export const queueReceipt = (tx: SqlTransaction, purchase: PurchaseRow) =>
  queueMail(tx, {
    kind: 'receipt',
    userId: purchase.user_id,
    purchaseId: purchase.id,
    dedupeKey: `receipt:${purchase.id}`,
  })

/**
 * A purchase an e-mail is about, with its member, as it stands when the mail is sent: null when
 * there is no one to write to (no purchase, or an erased account, which keeps its purchases for
 * the books under an address that takes no mail). Any other failure (the database restarting) is
 * thrown, and the outbox tries again later.
 */
export const findMailablePurchase = async (
  payload: Payload,
  purchaseId: string | null,
  depth: number,
) => {
  if (!purchaseId) return null
  const {
    docs: [purchase],
  } = await payload.find({
    collection: 'purchases',
    where: { id: { equals: purchaseId } },
    depth,
    limit: 1,
    pagination: false,
    overrideAccess: true,
  })
  const user = purchase && typeof purchase.user === 'object' ? purchase.user : null
  if (!purchase || !user || isErasedAddress(user.email)) return null
  const release = typeof purchase.release === 'object' ? purchase.release : null
  return { purchase, user, release }
}

/** The receipt of a purchase as it stands when the e-mail is sent; null if there is none. */
export const renderReceipt = async (
  payload: Payload,
  purchaseId: string | null,
): Promise<Mail | null> => {
  // The track with its master: the formats the purchase includes, without another read.
  const found = await findMailablePurchase(payload, purchaseId, 2)
  if (!found) return null
  const { purchase, user, release } = found
  const track = typeof purchase.track === 'object' ? purchase.track : null
  const item = track ?? release
  if (!item) return null
  const tracks = track
    ? [track]
    : (purchase.releaseTracks ?? []).filter((entry) => typeof entry === 'object' && entry)
  // The formats every track of the purchase is sold in.
  const plans = tracks.map((each) => planOfTrack(payload, each as Track)?.forSale ?? [])
  const formats = plans.length
    ? plans[0].filter((format) => plans.every((forSale) => forSale.includes(format)))
    : []
  const mail = receiptMail({
    firstName: user.firstName,
    title: item.title,
    artist: item.artist,
    item: release
      ? `${RELEASE_TYPE_LABELS[release.releaseType]}, ${tracks.length} ${tracks.length === 1 ? 'track' : 'tracks'}`
      : 'Digital Download',
    amount: formatMoney(purchase.amount),
    date: new Date(purchase.purchaseDate ?? purchase.createdAt),
    paymentIntentId: purchase.stripePaymentIntentId ?? null,
    formats: formats.map((format) => FORMATS[format].label),
    dashboardUrl: `${siteUrl()}/dashboard`,
    outOn: release && isPreOrder(release.releaseDate) ? release.releaseDate : null,
  })
  return { to: user.email, ...mail }
}
