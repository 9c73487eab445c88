import { login } from '@/endpoints/auth/login'

export const dynamic = 'force-dynamic'

export const POST = login
