import { deleteAccount } from '@/endpoints/privacy/deleteAccount'

export const dynamic = 'force-dynamic'

export const POST = deleteAccount
