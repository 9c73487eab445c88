import { endSession } from '@/endpoints/auth/sessions'

export const dynamic = 'force-dynamic'

export const DELETE = async (request: Request, { params }: { params: Promise<{ id: string }> }) =>
  endSession(request, (await params).id)
