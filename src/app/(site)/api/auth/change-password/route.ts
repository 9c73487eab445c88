import { changePassword } from '@/endpoints/auth/changePassword'

export const dynamic = 'force-dynamic'

export const POST = changePassword
