import { listDataRequests } from '@/endpoints/privacy/dataRights'

export const dynamic = 'force-dynamic'

export const GET = listDataRequests
