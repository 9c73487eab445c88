import { STAFF_ROLES } from '@/access/roles'
import { listPurchasesOfUserAs, listUsersAs } from '@/lib/admin/users'
import { requireRole } from '@/lib/auth/requestUser'
import { toPublicUser } from '@/lib/auth/publicUser'
import { toPublicPurchase } from '@/lib/commerce/purchases'
import { jsonError } from '@/lib/http/errors'
import { getPayloadClient } from '@/lib/payload'
import { isId } from '@/lib/validation/ids'

const NO_STORE = { 'Cache-Control': 'no-store' }
/** GET /api/admin/users: every account in the client view, newest first (admin, viewer). */
export const listUsers = async (request: Request): Promise<Response> => {
  const payload = await getPayloadClient()
  const caller = await requireRole(payload, request, STAFF_ROLES)
  if (caller instanceof Response) return caller
  const users = await listUsersAs(payload, caller.user)
  return Response.json(users.map(toPublicUser), { headers: NO_STORE })
}

/** GET /api/admin/users/{id}/purchases: one member's purchases of every status (admin, viewer). */
export const listUserPurchasesForStaff = async (
  request: Request,
  id: string,
): Promise<Response> => {
  const payload = await getPayloadClient()
  const caller = await requireRole(payload, request, STAFF_ROLES)
  if (caller instanceof Response) return caller
  if (!isId(id)) return jsonError(404, 'User not found')
  const purchases = await listPurchasesOfUserAs(payload, caller.user, id)
  if (!purchases) return jsonError(404, 'User not found')
  return Response.json(purchases.map(toPublicPurchase), { headers: NO_STORE })
}
