import { mfaDisable } from '@/endpoints/auth/mfaDisable'

export const dynamic = 'force-dynamic'

export const POST = mfaDisable
