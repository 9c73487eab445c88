import { me } from '@/endpoints/auth/me'

export const dynamic = 'force-dynamic'

export const GET = me
