import { secureDownload } from '@/endpoints/commerce/secureDownload'

export const dynamic = 'force-dynamic'

export const GET = async (request: Request, { params }: { params: Promise<{ trackId: string }> }) =>
  secureDownload(request, (await params).trackId)
