import { createPaymentIntent } from '@/endpoints/commerce/createPaymentIntent'

export const dynamic = 'force-dynamic'

export const POST = createPaymentIntent
