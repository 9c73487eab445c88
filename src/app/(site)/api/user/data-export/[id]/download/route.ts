import { downloadDataExport } from '@/endpoints/user/dataRights'

export const dynamic = 'force-dynamic'

export const GET = async (request: Request, { params }: { params: Promise<{ id: string }> }) =>
  downloadDataExport(request, (await params).id)
