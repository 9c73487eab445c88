import { adminLogin } from '@/endpoints/auth/adminLogin'

export const dynamic = 'force-dynamic'

export const POST = adminLogin
