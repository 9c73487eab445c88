import { requestDataExport } from '@/endpoints/user/dataRights'

export const dynamic = 'force-dynamic'

export const POST = requestDataExport
