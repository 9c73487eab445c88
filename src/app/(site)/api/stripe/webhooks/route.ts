import { stripeWebhook } from '@/endpoints/commerce/stripeWebhook'

export const dynamic = 'force-dynamic'

export const POST = stripeWebhook
