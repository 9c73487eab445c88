import { getTrack } from '@/endpoints/catalogue/getTrack'

export const dynamic = 'force-dynamic'

export const GET = async (_request: Request, { params }: { params: Promise<{ id: string }> }) =>
  getTrack((await params).id)
