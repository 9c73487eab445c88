import { updateUserRole } from '@/endpoints/admin/changes'

export const dynamic = 'force-dynamic'

export const PATCH = async (request: Request, { params }: { params: Promise<{ id: string }> }) =>
  updateUserRole(request, (await params).id)
