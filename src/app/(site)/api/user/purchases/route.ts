import { userPurchases } from '@/endpoints/user/purchases'

export const dynamic = 'force-dynamic'

export const GET = userPurchases
