import { confirmEmail } from '@/endpoints/user/confirmEmail'

export const dynamic = 'force-dynamic'

export const POST = confirmEmail
