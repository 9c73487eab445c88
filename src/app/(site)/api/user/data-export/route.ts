import { requestDataExport } from '@/endpoints/privacy/dataRights'

export const dynamic = 'force-dynamic'

export const POST = requestDataExport
