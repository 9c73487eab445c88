import { listDataRequests } from '@/endpoints/user/dataRights'

export const dynamic = 'force-dynamic'

export const GET = listDataRequests
