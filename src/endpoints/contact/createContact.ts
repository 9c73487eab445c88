import { randomUUID } from 'node:crypto'

import { sessionOf } from '@/lib/auth/requestUser'
import { audit } from '@/lib/audit'
import { notifyTeam, saveContactMessage } from '@/lib/contact/messages'
import { readJson, requestMeta } from '@/lib/http/request'
import { getPayloadClient } from '@/lib/payload'
import { rateLimit } from '@/lib/security/rateLimit'
import { contactPayloadSchema } from '@/lib/validation/contact'

/** POST /api/contacts → 201 { success: true, id }; the team hears about it by e-mail. */
export const createContact = async (request: Request): Promise<Response> => {
  const payload = await getPayloadClient()
  const meta = requestMeta(request)
  const limited = await rateLimit(payload, 'contact', meta.ipAddress)
  if (limited) return limited

  const body = await readJson(request, contactPayloadSchema)
  if ('error' in body) return body.error
  const { homepage, ...message } = body.data

  // A bot filled in the hidden field: it is told the same as a person, so it learns nothing.
  if (typeof homepage === 'string' && homepage.trim()) {
    return Response.json({ success: true, id: randomUUID() }, { status: 201 })
  }

  const signedIn = await sessionOf(payload, request)
  const contact = await saveContactMessage(payload, message, signedIn?.user.id ?? null)
  // The message is already stored and the team sees it in the CMS; the visitor is not told.
  await notifyTeam(payload, contact)

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
