import { randomUUID } from 'node:crypto'

import { sessionOf } from '@/lib/auth/requestUser'
import { audit } from '@/lib/audit'
import { readJson, requestMeta } from '@/lib/http/request'
import { sendMail } from '@/lib/mail/mailer'
import { getPayloadClient } from '@/lib/payload'
import { rateLimit } from '@/lib/security/rateLimit'
import { contactPayloadSchema, contactSource } from '@/lib/validation/contact'

import { teamMail } from './teamMail'
import { getSiteSettings } from '@/lib/site/settings'

const FALLBACK_TEAM_EMAIL = 'team@kairo.example'

// An optional field left empty is stored as no value, not as an empty string.
const orNull = (value: string | null | undefined) => value || null

/** POST /api/contacts → 201 { success: true, id }; the team hears about it by e-mail. */
export const createContact = async (request: Request): Promise<Response> => {
  const payload = await getPayloadClient()
  const meta = requestMeta(request)
  const limited = await rateLimit(payload, 'contact', meta.ipAddress)
  if (limited) return limited

  const body = await readJson(request, contactPayloadSchema)
  if ('error' in body) return body.error
  const { source, homepage, fullName, email, ...optional } = body.data

  // A bot filled in the hidden field: it is told the same as a person, so it learns nothing.
  if (typeof homepage === 'string' && homepage.trim()) {
    return Response.json({ success: true, id: randomUUID() }, { status: 201 })
  }

  // Signed in, the message is the member's by id: their data export and erasure reach it
  // whatever address they typed; a visitor's message is nobody's account's.
  const signedIn = await sessionOf(payload, request)
  const contact = await payload.create({
    collection: 'contacts',
    data: {
      sender: signedIn?.user.id ?? null,
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

  try {
    const settings = await getSiteSettings(payload)
    await sendMail({ to: settings.contactEmail || FALLBACK_TEAM_EMAIL, ...teamMail(contact) })
  } catch (error) {
    // The message is already stored and the team sees it in the CMS; the visitor is not told.
    payload.logger.error({ err: error, msg: `contact ${contact.id}: team e-mail not sent` })
  }

  await audit(payload, {
    eventType: 'contact_received',
    action: 'Contact message received',
    resourceType: 'contacts',
    resourceId: contact.id,
    details: { source: contact.source, hasMessage: Boolean(contact.message) },
    meta,
  })
  return Response.json({ success: true, id: contact.id }, { status: 201 })
}
