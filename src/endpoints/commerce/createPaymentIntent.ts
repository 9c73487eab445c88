import { requireSession } from '@/lib/auth/requestUser'
import { startCheckout } from '@/lib/commerce/checkout'
import type { SaleRef } from '@/lib/commerce/ledger'
import { formatMoney } from '@/lib/commerce/money'
import { ALREADY_OWNED_MESSAGE, RELEASE_OWNED_MESSAGE } from '@/lib/commerce/ownedMessages'
import { jsonError } from '@/lib/http/errors'
import { readJson } from '@/lib/http/request'
import { getPayloadClient } from '@/lib/payload'
import { getStripe } from '@/lib/stripe/config'
import { paymentIntentSchema } from '@/lib/validation/commerce'
import { isId } from '@/lib/validation/ids'

export const PAYMENTS_UNAVAILABLE = 'Payments are not available right now.'

/**
 * POST /api/create-payment-intent { trackId | releaseId, amount? } → { clientSecret, amount }.
 * `amount` (a decimal string) is what the fan chose for a name-your-price item; the answer's
 * `amount` is what the intent charges. Paying nothing for a free item answers
 * { clientSecret: null, granted: true }: it is added to the member's library, no payment.
 */
export const createPaymentIntent = async (request: Request): Promise<Response> => {
  const payload = await getPayloadClient()
  const signedIn = await requireSession(payload, request)
  if (signedIn instanceof Response) return signedIn
  const body = await readJson(request, paymentIntentSchema)
  if ('error' in body) return body.error
  const { trackId, releaseId, amount } = body.data
  const ref: SaleRef = releaseId
    ? { kind: 'release', id: releaseId }
    : { kind: 'track', id: trackId! }
  const noun = ref.kind === 'track' ? 'track' : 'release'
  const notFound = ref.kind === 'track' ? 'Track not found' : 'Release not found'
  if (!isId(ref.id)) return jsonError(404, notFound)
  const stripe = getStripe()
  if (!stripe) return jsonError(503, PAYMENTS_UNAVAILABLE)

  try {
    const result = await startCheckout(payload, stripe, signedIn.user, ref, amount)
    switch (result.kind) {
      case 'intent':
        return Response.json({
          clientSecret: result.clientSecret,
          amount: formatMoney(result.cents / 100),
        })
      case 'granted':
        return Response.json({ clientSecret: null, granted: true })
      case 'owned':
        return jsonError(409, ref.kind === 'track' ? ALREADY_OWNED_MESSAGE : RELEASE_OWNED_MESSAGE)
      case 'processing':
        return jsonError(409, `A payment for this ${noun} is already being processed.`)
      case 'not-found':
        return jsonError(404, notFound)
      case 'empty':
        return jsonError(409, 'This release has no tracks on sale yet.')
      case 'refused':
        return jsonError(result.status, result.error)
    }
  } catch (error) {
    payload.logger.error({ err: error, msg: 'create-payment-intent failed' })
    return jsonError(503, PAYMENTS_UNAVAILABLE)
  }
}
