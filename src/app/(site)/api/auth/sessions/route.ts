import { listSessions } from '@/endpoints/auth/sessions'

export const dynamic = 'force-dynamic'

export const GET = listSessions
