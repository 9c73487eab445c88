import { releaseDownload } from '@/endpoints/commerce/releaseDownload'
import { withFrontDoorHeaders } from '@/lib/security/frontDoor'

export const dynamic = 'force-dynamic'

export const GET = async (
  request: Request,
  { params }: { params: Promise<{ releaseId: string }> },
) => withFrontDoorHeaders(await releaseDownload(request, (await params).releaseId))
