import { requireSession } from '@/lib/auth/requestUser'
import { trackIdSchema } from '@/lib/catalogue/tracks'
import { startCheckout } from '@/lib/commerce/checkout'
import { formatMoney } from '@/lib/commerce/money'
import { jsonError } from '@/lib/http/errors'
import { readJson } from '@/lib/http/request'
import { getPayloadClient } from '@/lib/payload'
import { getStripe } from '@/lib/stripe/config'
import { paymentIntentSchema } from '@/lib/validation/commerce'

export const PAYMENTS_UNAVAILABLE = 'Payments are not available right now.'

/**
 * POST /api/create-payment-intent { trackId, amount? } → { clientSecret, amount }. `amount` (a
 * decimal string) is what the fan chose for a name-your-price track; the answer's `amount` is what
 * the intent charges. Paying nothing for a free track answers { clientSecret: null, granted: true }:
 * it is added to the member's library, no payment.
 */
export const createPaymentIntent = async (request: Request): Promise<Response> => {
  const payload = await getPayloadClient()
  const signedIn = await requireSession(payload, request)
  if (signedIn instanceof Response) return signedIn
  const body = await readJson(request, paymentIntentSchema)
  if ('error' in body) return body.error
  if (!trackIdSchema.safeParse(body.data.trackId).success) {
    return jsonError(404, 'Track not found')
  }
  const stripe = getStripe()
  if (!stripe) return jsonError(503, PAYMENTS_UNAVAILABLE)

  try {
    const { trackId, amount } = body.data
    const result = await startCheckout(payload, stripe, signedIn.user, trackId, amount)
    switch (result.kind) {
      case 'intent':
        return Response.json({
          clientSecret: result.clientSecret,
          amount: formatMoney(result.cents / 100),
        })
      case 'granted':
        return Response.json({ clientSecret: null, granted: true })
      case 'owned':
        return jsonError(409, 'You already own this track.')
      case 'processing':
        return jsonError(409, 'A payment for this track is already being processed.')
      case 'not-found':
        return jsonError(404, 'Track not found')
      case 'refused':
        return jsonError(result.status, result.error)
    }
  } catch (error) {
    payload.logger.error({ err: error, msg: 'create-payment-intent failed' })
    return jsonError(503, PAYMENTS_UNAVAILABLE)
  }
}
