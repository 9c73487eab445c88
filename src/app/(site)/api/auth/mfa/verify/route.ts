import { mfaVerify } from '@/endpoints/auth/mfaVerify'

export const dynamic = 'force-dynamic'

export const POST = mfaVerify
