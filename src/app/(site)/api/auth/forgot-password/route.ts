import { forgotPassword } from '@/endpoints/auth/passwordReset'

export const dynamic = 'force-dynamic'

export const POST = forgotPassword
