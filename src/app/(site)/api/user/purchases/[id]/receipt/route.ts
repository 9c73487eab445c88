import { resendOwnReceipt } from '@/endpoints/commerce/resendReceipt'

export const dynamic = 'force-dynamic'

export const POST = async (request: Request, { params }: { params: Promise<{ id: string }> }) =>
  resendOwnReceipt(request, (await params).id)
