import type { Payload } from 'payload'

import { releaseDayLabel } from '@/lib/catalogue/releaseTypes'
import { siteUrl } from '@/lib/env'
import type { Mail } from '@/lib/mail/mailer'

import { findMailablePurchase } from './receipt'

/** The words of the e-mail a pre-order's buyer gets on its day, plain text. */
export const releaseOpenMail = (facts: {
  firstName: string | null | undefined
  title: string
  artist: string
  releaseDate: string
  dashboardUrl: string
}) => ({
  subject: `Out now: ${facts.title} by ${facts.artist}`,
  text: [
    `Hi ${facts.firstName?.trim() || 'there'},`,
    '',
    `The wait is over: "${facts.title}" by ${facts.artist}, which you pre-ordered, is out now ` +
      `(released ${releaseDayLabel(facts.releaseDate)}).`,
    '',
    `Every track is now yours to play in full and download, one by one or as one zip: ` +
      facts.dashboardUrl,
  ].join('\n'),
})

/** The mail of a pre-order that has opened, as things stand when it is sent; null if none. */
export const renderReleaseOpen = async (
  payload: Payload,
  purchaseId: string | null,
): Promise<Mail | null> => {
  const found = await findMailablePurchase(payload, purchaseId, 1)
  // Refunded since (or no one to write to): nothing to announce.
  if (!found?.release || found.purchase.status !== 'completed') return null
  const { user, release } = found
  return {
    to: user.email,
    ...releaseOpenMail({
      firstName: user.firstName,
      title: release.title,
      artist: release.artist,
      releaseDate: release.releaseDate,
      dashboardUrl: `${siteUrl()}/dashboard`,
    }),
  }
}
