import { trackDownloadAnswer } from '@/endpoints/commerce/downloadDoor'

export const dynamic = 'force-dynamic'

// In production the app server answers this path before Next (src/endpoints/commerce/downloadDoor.ts).
export const GET = async (request: Request, { params }: { params: Promise<{ trackId: string }> }) =>
  trackDownloadAnswer(request, (await params).trackId)
