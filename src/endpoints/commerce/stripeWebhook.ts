import type Stripe from 'stripe'

import { processStripeEvent } from '@/lib/commerce/fulfilment'
import { jsonError } from '@/lib/http/errors'
import { getPayloadClient } from '@/lib/payload'
import { getStripe, webhookSecret } from '@/lib/stripe/config'
import { stripeEventSchema } from '@/lib/validation/commerce'
import { hasNulCharacter } from '@/lib/validation/text'

/**
 * POST /api/stripe/webhooks. The raw body is verified against `Stripe-Signature` with the
 * signing secret and Stripe's default tolerance (300 s); anything else, and a signed event without
 * the shape fulfilment reads, is refused with 400 and changes nothing. A verified event is answered 200 once it is durably applied (or known); a
 * failure to apply it answers 500 so that Stripe delivers it again.
 */
export const stripeWebhook = async (request: Request): Promise<Response> => {
  const stripe = getStripe()
  const secret = webhookSecret()
  if (!stripe || !secret) return jsonError(503, 'Webhooks are not configured')
  const signature = request.headers.get('stripe-signature')
  if (!signature) return jsonError(400, 'Missing Stripe-Signature header')

  const raw = await request.text()
  let event: Stripe.Event
  try {
    event = await stripe.webhooks.constructEventAsync(raw, signature, secret)
  } catch {
    return jsonError(400, 'Invalid signature')
  }

  // Signed by Stripe (or whoever holds the secret), yet not the shape fulfilment reads: refused
  // before anything is recorded. PostgreSQL cannot store U+0000 in text either.
  if (!stripeEventSchema.safeParse(event).success || hasNulCharacter(event)) {
    return jsonError(400, 'Malformed event')
  }

  const payload = await getPayloadClient()
  try {
    const outcome = await processStripeEvent(payload, event)
    return Response.json({ received: true, outcome })
  } catch (error) {
    payload.logger.error({ err: error, msg: `webhook ${event.type} ${event.id} failed` })
    return jsonError(500, 'Event not processed')
  }
}
