import { deleteAccount } from '@/endpoints/user/deleteAccount'

export const dynamic = 'force-dynamic'

export const POST = deleteAccount
