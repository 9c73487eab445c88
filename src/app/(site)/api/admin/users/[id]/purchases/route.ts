import { listUserPurchasesForStaff } from '@/endpoints/admin/users'

export const dynamic = 'force-dynamic'

export const GET = async (request: Request, { params }: { params: Promise<{ id: string }> }) =>
  listUserPurchasesForStaff(request, (await params).id)
