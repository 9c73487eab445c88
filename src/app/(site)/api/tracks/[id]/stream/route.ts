import { streamTrack } from '@/endpoints/catalogue/streamTrack'

export const dynamic = 'force-dynamic'

export const GET = async (request: Request, { params }: { params: Promise<{ id: string }> }) =>
  streamTrack(request, (await params).id)
