import { listUsers } from '@/endpoints/admin/users'

export const dynamic = 'force-dynamic'

export const GET = listUsers
