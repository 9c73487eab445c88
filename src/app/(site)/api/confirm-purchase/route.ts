import { confirmPurchase } from '@/endpoints/commerce/confirmPurchase'

export const dynamic = 'force-dynamic'

export const POST = confirmPurchase
