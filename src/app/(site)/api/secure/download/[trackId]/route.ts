import { secureDownload } from '@/endpoints/commerce/secureDownload'
import { withFrontDoorHeaders } from '@/lib/security/frontDoor'

export const dynamic = 'force-dynamic'

export const GET = async (request: Request, { params }: { params: Promise<{ trackId: string }> }) =>
  withFrontDoorHeaders(await secureDownload(request, (await params).trackId))
