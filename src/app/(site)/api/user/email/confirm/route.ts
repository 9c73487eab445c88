import { confirmEmail } from '@/endpoints/auth/confirmEmail'

export const dynamic = 'force-dynamic'

export const POST = confirmEmail
