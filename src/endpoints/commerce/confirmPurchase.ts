import { requireSession } from '@/lib/auth/requestUser'
import { completePaidIntent } from '@/lib/commerce/fulfilment'
import { jsonError } from '@/lib/http/errors'
import { readJson } from '@/lib/http/request'
import { getPayloadClient } from '@/lib/payload'
import { getStripe } from '@/lib/stripe/config'
import { confirmPurchaseSchema } from '@/lib/validation/commerce'
import { formatMoney } from '@/lib/commerce/money'
import { findPurchaseWithTrack, findUserPurchaseByIntent } from '@/lib/commerce/purchases'

import { PAYMENTS_UNAVAILABLE } from './createPaymentIntent'
import { isPreOrder } from '@/lib/commerce/preOrders'

const NOT_FOUND = 'Purchase not found'

/**
 * POST /api/confirm-purchase { paymentIntentId } → { track: { title, artist, price } }. The
 * intent is read from Stripe on the server, must be the caller's, and completes the purchase
 * through the webhook's own fulfilment, so the success page never waits for the webhook.
 */
export const confirmPurchase = async (request: Request): Promise<Response> => {
  const payload = await getPayloadClient()
  const signedIn = await requireSession(payload, request)
  if (signedIn instanceof Response) return signedIn
  const body = await readJson(request, confirmPurchaseSchema)
  if ('error' in body) return body.error
  const stripe = getStripe()
  if (!stripe) return jsonError(503, PAYMENTS_UNAVAILABLE)

  // Read as the member: someone else's payment is reported exactly like one that does not exist.
  const purchase = await findUserPurchaseByIntent(payload, signedIn.user, body.data.paymentIntentId)
  if (!purchase) return jsonError(404, NOT_FOUND)

  let intent
  try {
    intent = await stripe.paymentIntents.retrieve(body.data.paymentIntentId)
  } catch (error) {
    payload.logger.error({ err: error, msg: 'confirm-purchase: retrieving the intent failed' })
    return jsonError(503, PAYMENTS_UNAVAILABLE)
  }
  if (intent.metadata?.userId !== signedIn.user.id) return jsonError(404, NOT_FOUND)
  if (intent.status === 'processing') return jsonError(409, 'Your payment is still processing.')
  if (intent.status !== 'succeeded') return jsonError(409, 'This payment has not been completed.')

  try {
    await completePaidIntent(payload, intent)
  } catch (error) {
    payload.logger.error({ err: error, msg: 'confirm-purchase: fulfilment failed' })
    return jsonError(500, 'Failed to confirm purchase. Please contact support.')
  }
  const latest = await findPurchaseWithTrack(payload, purchase.id)
  if (latest.status === 'refunded') return jsonError(409, 'This purchase has been refunded.')
  if (latest.status === 'disputed') return jsonError(409, 'This payment is disputed.')
  const track = typeof latest.track === 'object' ? latest.track : null
  const release = typeof latest.release === 'object' ? latest.release : null
  const item = track ?? release
  if (!item) return jsonError(404, NOT_FOUND)
  // The spec's `track` names what was bought; a release adds how many tracks it gave and, for a
  // pre-order, the day they open.
  return Response.json(
    {
      track: { title: item.title, artist: item.artist, price: formatMoney(latest.amount) },
      ...(release && {
        release: {
          slug: release.slug,
          tracks: latest.releaseTracks?.length ?? 0,
          outOn: isPreOrder(release.releaseDate) ? release.releaseDate : null,
        },
      }),
    },
    { headers: { 'Cache-Control': 'no-store' } },
  )
}
