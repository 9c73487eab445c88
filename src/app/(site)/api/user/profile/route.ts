import { updateProfile } from '@/endpoints/user/profile'

export const dynamic = 'force-dynamic'

export const PATCH = updateProfile
