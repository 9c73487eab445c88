import { z } from 'zod'

/** POST /api/create-payment-intent: the client names the track, never the amount. */
export const paymentIntentSchema = z.object({
  trackId: z.string({ error: 'trackId is required' }).trim().min(1, 'trackId is required'),
})

/** POST /api/confirm-purchase. */
export const confirmPurchaseSchema = z.object({
  paymentIntentId: z
    .string({ error: 'paymentIntentId is required' })
    .trim()
    .regex(/^pi_[A-Za-z0-9_]{1,250}$/, 'paymentIntentId is not a payment intent id'),
})
