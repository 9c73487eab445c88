import { updateUserStatus } from '@/endpoints/admin/changes'

export const dynamic = 'force-dynamic'

export const PATCH = async (request: Request, { params }: { params: Promise<{ id: string }> }) =>
  updateUserStatus(request, (await params).id)
