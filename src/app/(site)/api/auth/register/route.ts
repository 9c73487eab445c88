import { register } from '@/endpoints/auth/register'

export const dynamic = 'force-dynamic'

export const POST = register
