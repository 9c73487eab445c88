import { createHmac } from 'node:crypto'

import { unixNow } from './objects'

/**
 * Stripe's `Stripe-Signature` header: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<payload>">`
 * keyed with the endpoint's signing secret, which `stripe.webhooks.constructEvent` verifies.
 */
export function signatureHeader(payload: string, secret: string, timestamp = unixNow()): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex')
  return `t=${timestamp},v1=${signature}`
}
