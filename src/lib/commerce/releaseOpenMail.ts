import type { Payload } from 'payload'

import { siteUrl } from '@/lib/env'
import type { Mail } from '@/lib/mail/mailer'
import { isErasedAddress } from '@/lib/privacy/anonymise'

import { releaseDayLabel } from '@/lib/catalogue/releaseTypes'

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
  if (!purchaseId) return null
  const {
    docs: [purchase],
  } = await payload.find({
    collection: 'purchases',
    where: { id: { equals: purchaseId } },
    depth: 1,
    limit: 1,
    pagination: false,
    overrideAccess: true,
  })
  const user = purchase && typeof purchase.user === 'object' ? purchase.user : null
  const release = purchase && typeof purchase.release === 'object' ? purchase.release : null
  // Refunded since, or an erased account: nothing to announce.
  if (!purchase || purchase.status !== 'completed' || !user || !release) return null
  if (isErasedAddress(user.email)) return null
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
