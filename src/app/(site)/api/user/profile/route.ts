import { updateProfile } from '@/endpoints/auth/profile'

export const dynamic = 'force-dynamic'

export const PATCH = updateProfile
