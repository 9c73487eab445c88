import { previewTrack } from '@/endpoints/catalogue/previewTrack'

export const dynamic = 'force-dynamic'

export const GET = async (request: Request, { params }: { params: Promise<{ id: string }> }) =>
  previewTrack(request, (await params).id)
