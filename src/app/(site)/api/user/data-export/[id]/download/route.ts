import { downloadDataExport } from '@/endpoints/privacy/dataRights'

export const dynamic = 'force-dynamic'

export const GET = async (request: Request, { params }: { params: Promise<{ id: string }> }) =>
  downloadDataExport(request, (await params).id)
