import { z } from 'zod'

import { AMOUNT_FORMAT_ERROR } from '@/lib/commerce/priceTerms'

const itemId = (name: string) =>
  z
    .string({ error: `${name} must be a string` })
    .trim()
    .min(1, `${name} is required`)
    .optional()

/**
 * POST /api/create-payment-intent: the client names the track or the release and, for
 * name-your-price, the amount it chose (a decimal string, checked against the item's terms on
 * the server). The spec's `{ trackId }` alone is the track's fixed price, as it always was.
 */
export const paymentIntentSchema = z
  .object({
    trackId: itemId('trackId'),
    releaseId: itemId('releaseId'),
    amount: z.string({ error: AMOUNT_FORMAT_ERROR }).max(20, AMOUNT_FORMAT_ERROR).optional(),
  })
  .superRefine((body, context) => {
    if (body.trackId === undefined && body.releaseId === undefined) {
      context.addIssue({ code: 'custom', path: ['trackId'], message: 'trackId is required' })
    } else if (body.trackId !== undefined && body.releaseId !== undefined) {
      context.addIssue({
        code: 'custom',
        path: ['releaseId'],
        message: 'Send trackId or releaseId, not both.',
      })
    }
  })

/** POST /api/confirm-purchase. */
export const confirmPurchaseSchema = z.object({
  paymentIntentId: z
    .string({ error: 'paymentIntentId is required' })
    .trim()
    .regex(/^pi_[A-Za-z0-9_]{1,250}$/, 'paymentIntentId is not a payment intent id'),
})

const stripeId = z.string().min(1).max(255)

/** A payment intent as an event names it: its id, the expanded object, or nothing. */
const intentReference = z.union([stripeId, z.looseObject({ id: stripeId }), z.null()]).optional()

/**
 * The parts of a verified Stripe event that fulfilment reads (src/lib/commerce/fulfilment.ts).
 * A signature proves who sent an event, not that it has this shape: one without it is refused
 * with a 400 before anything is written, rather than failing half-way.
 */
export const stripeEventSchema = z
  .looseObject({
    id: stripeId,
    type: stripeId,
    data: z.looseObject({
      object: z.looseObject({
        id: stripeId,
        object: z.string().max(255).optional(),
        payment_intent: intentReference,
        refunded: z.boolean().optional(),
        status: z.string().max(255).optional(),
      }),
    }),
  })
  .superRefine((event, context) => {
    const { object } = event.data
    if (object.object !== 'payment_intent') return
    const intent = z.looseObject({
      amount: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
      currency: z.string().min(3).max(10),
      status: z.string().min(1).max(255),
      metadata: z.record(z.string(), z.string().max(500)).optional(),
    })
    const parsed = intent.safeParse(object)
    if (!parsed.success) {
      context.addIssue({ code: 'custom', message: 'Malformed payment intent' })
    }
  })
