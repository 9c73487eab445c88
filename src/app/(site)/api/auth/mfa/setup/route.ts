import { mfaSetup } from '@/endpoints/auth/mfaSetup'

export const dynamic = 'force-dynamic'

export const POST = mfaSetup
