import { requireRole, requireSession, type SignedIn } from '@/lib/auth/requestUser'
import { resendReceipt } from '@/lib/commerce/receiptResend'
import { jsonError } from '@/lib/http/errors'
import { requestMeta } from '@/lib/http/request'
import { getPayloadClient } from '@/lib/payload'
import { rateLimit } from '@/lib/security/rateLimit'

const resendAs = async (
  request: Request,
  purchaseId: string,
  signedIn: SignedIn,
  anyMember: boolean,
): Promise<Response> => {
  const payload = await getPayloadClient()
  const limited = await rateLimit(
    payload,
    anyMember ? 'receiptResendStaff' : 'receiptResend',
    `user:${signedIn.user.id}`,
  )
  if (limited) return limited
  const outcome = await resendReceipt(payload, {
    purchaseId,
    requester: signedIn.user,
    anyMember,
    meta: requestMeta(request),
  })
  if (!outcome.queued) return jsonError(outcome.status, outcome.error)
  return Response.json(
    { message: `The receipt is on its way to ${outcome.email}.` },
    { status: 202, headers: { 'Cache-Control': 'no-store' } },
  )
}

/** POST /api/user/purchases/{id}/receipt → 202: the member's own receipt, sent again. */
export const resendOwnReceipt = async (request: Request, purchaseId: string) => {
  const signedIn = await requireSession(await getPayloadClient(), request)
  if (signedIn instanceof Response) return signedIn
  return resendAs(request, purchaseId, signedIn, false)
}

/** POST /api/admin/purchases/{id}/receipt → 202: any member's receipt, sent again (admins). */
export const resendReceiptAsAdmin = async (request: Request, purchaseId: string) => {
  const signedIn = await requireRole(await getPayloadClient(), request, ['admin'])
  if (signedIn instanceof Response) return signedIn
  return resendAs(request, purchaseId, signedIn, true)
}
