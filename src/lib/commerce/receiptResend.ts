import type { Payload } from 'payload'

import { audit } from '@/lib/audit'
import type { SignedIn } from '@/lib/auth/requestUser'
import { drizzleOf } from '@/lib/db/sql'
import type { RequestMeta } from '@/lib/http/request'
import { kickOutbox } from '@/lib/mail/outbox'
import { queueMail } from '@/lib/mail/outboxQueue'
import { isId } from '@/lib/validation/ids'

import { hasReceipt } from './purchases'

export type ResendOutcome =
  { queued: true; email: string } | { queued: false; status: 404 | 409; error: string }

const NOT_FOUND = { queued: false, status: 404, error: 'Purchase not found' } as const

/**
 * Sends a purchase's receipt again, through the outbox like the first one, to the buyer's address
 * as it is now. A member reaches only their own purchases (someone else's is 404, as if it did not
 * exist); an admin any member's. Only a completed paid purchase has a receipt.
 */
export const resendReceipt = async (
  payload: Payload,
  {
    purchaseId,
    requester,
    anyMember,
    meta,
  }: { purchaseId: string; requester: SignedIn['user']; anyMember: boolean; meta: RequestMeta },
): Promise<ResendOutcome> => {
  if (!isId(purchaseId)) return NOT_FOUND
  const { docs } = await payload.find({
    collection: 'purchases',
    where: {
      and: [
        { id: { equals: purchaseId } },
        ...(anyMember ? [] : [{ user: { equals: requester.id } }]),
      ],
    },
    depth: 1,
    limit: 1,
    pagination: false,
    overrideAccess: false,
    user: { ...requester, collection: 'users' },
  })
  const purchase = docs[0]
  const buyer = purchase && typeof purchase.user === 'object' ? purchase.user : null
  if (!purchase || !buyer) return NOT_FOUND
  if (!hasReceipt(purchase)) {
    return {
      queued: false,
      status: 409,
      error: 'This purchase has no receipt: only completed paid purchases do.',
    }
  }
  await queueMail(drizzleOf(payload), {
    kind: 'receipt',
    userId: buyer.id,
    purchaseId: purchase.id,
    dedupeKey: null,
    requestedBy: requester.id,
  })
  await audit(payload, {
    eventType: 'receipt_resent',
    action: anyMember ? 'Receipt sent again by an admin' : 'Receipt sent again',
    user: requester.id,
    resourceType: 'purchases',
    resourceId: purchase.id,
    details: { buyer: buyer.id },
    meta,
  })
  kickOutbox(payload)
  return { queued: true, email: buyer.email }
}
