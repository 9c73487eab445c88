import { getRelease } from '@/endpoints/catalogue/releases'

export const dynamic = 'force-dynamic'

export const GET = async (
  _request: Request,
  { params }: { params: Promise<{ idOrSlug: string }> },
) => getRelease((await params).idOrSlug)
