import type { Payload } from 'payload'

import { siteUrl } from '@/lib/env'
import { sendMail } from '@/lib/mail/mailer'

import type { PurchaseRow } from './ledger'

type ReceiptFacts = {
  firstName: string | null | undefined
  title: string
  artist: string
  amount: string
  date: Date
  paymentIntentId: string | null
  dashboardUrl: string
}

/** The receipt's words, plain text: nothing a member typed is rendered as HTML. */
export const receiptMail = (facts: ReceiptFacts) => ({
  subject: `Your receipt: ${facts.title} by ${facts.artist}`,
  text: [
    `Hi ${facts.firstName?.trim() || 'there'},`,
    '',
    `Thank you for your purchase. "${facts.title}" by ${facts.artist} is now in your library.`,
    '',
    `Item: ${facts.title} (Digital Download)`,
    `Amount: $${facts.amount}`,
    `Date: ${facts.date.toISOString().slice(0, 10)}`,
    ...(facts.paymentIntentId ? [`Payment reference: ${facts.paymentIntentId}`] : []),
    '',
    `Download it or play it in full any time from your dashboard: ${facts.dashboardUrl}`,
  ].join('\n'),
})

/** E-mails the member a receipt; a mail failure is logged and never undoes the purchase. */
export const sendReceipt = async (payload: Payload, purchase: PurchaseRow): Promise<void> => {
  try {
    const [user, track] = await Promise.all([
      payload.findByID({ collection: 'users', id: purchase.user_id, overrideAccess: true }),
      payload.findByID({
        collection: 'tracks',
        id: purchase.track_id,
        depth: 0,
        overrideAccess: true,
      }),
    ])
    const mail = receiptMail({
      firstName: user.firstName,
      title: track.title,
      artist: track.artist,
      amount: purchase.amount,
      date: new Date(),
      paymentIntentId: purchase.stripe_payment_intent_id,
      dashboardUrl: `${siteUrl()}/dashboard`,
    })
    await sendMail({ to: user.email, ...mail })
  } catch (error) {
    payload.logger.error({ err: error, msg: `receipt for purchase ${purchase.id} not sent` })
  }
}
