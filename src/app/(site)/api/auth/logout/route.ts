import { logout } from '@/endpoints/auth/logout'

export const dynamic = 'force-dynamic'

export const POST = logout
