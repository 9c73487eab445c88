import type { Payload } from 'payload'
import type { z } from 'zod'

import { sendMail } from '@/lib/mail/mailer'
import { getSiteSettings } from '@/lib/site/settings'
import { contactSource, type contactPayloadSchema } from '@/lib/validation/contact'
import type { Contact } from '@/payload-types'

import { teamMail } from './teamMail'

const FALLBACK_TEAM_EMAIL = 'team@kairo.example'

type ContactMessage = Omit<z.infer<typeof contactPayloadSchema>, 'homepage'>

// An optional field left empty is stored as no value, not as an empty string.
const orNull = (value: string | null | undefined) => value || null

/**
 * Stores a message from the contact form. A member's message is theirs by id (`senderId`): their
 * data export and erasure reach it whatever address they typed; a visitor's is nobody's.
 */
export const saveContactMessage = (
  payload: Payload,
  { source, fullName, email, ...optional }: ContactMessage,
  senderId: string | null,
): Promise<Contact> =>
  payload.create({
    collection: 'contacts',
    data: {
      sender: senderId,
      fullName,
      email,
      mailingAddress: orNull(optional.mailingAddress),
      phoneNumber: orNull(optional.phoneNumber),
      socialMedia: orNull(optional.socialMedia),
      message: orNull(optional.message),
      source: contactSource(source),
      // Visitors never choose the status: every message starts unread.
      status: 'new',
    },
    overrideAccess: true,
  })

/** Tells the team by e-mail; a failure is logged, since the message is already in the CMS. */
export const notifyTeam = async (payload: Payload, contact: Contact): Promise<void> => {
  try {
    const settings = await getSiteSettings(payload)
    await sendMail({ to: settings.contactEmail || FALLBACK_TEAM_EMAIL, ...teamMail(contact) })
  } catch (error) {
    payload.logger.error({ err: error, msg: `contact ${contact.id}: team e-mail not sent` })
  }
}
