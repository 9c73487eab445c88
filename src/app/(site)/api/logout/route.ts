import { logoutAndRedirect } from '@/endpoints/auth/logout'

export const dynamic = 'force-dynamic'

export const GET = logoutAndRedirect
