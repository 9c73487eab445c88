import { releaseDownload } from '@/endpoints/commerce/releaseDownload'

export const dynamic = 'force-dynamic'

export const GET = async (
  request: Request,
  { params }: { params: Promise<{ releaseId: string }> },
) => releaseDownload(request, (await params).releaseId)
