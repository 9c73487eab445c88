import { STAFF_ROLES } from '@/access/roles'
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
  const { docs } = await payload.find({
    collection: 'users',
    sort: '-createdAt',
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user: { ...caller.user, collection: 'users' },
  })
  return Response.json(docs.map(toPublicUser), { headers: NO_STORE })
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
  const user = await payload.findByID({
    collection: 'users',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!user) return jsonError(404, 'User not found')
  const { docs } = await payload.find({
    collection: 'purchases',
    where: { user: { equals: id } },
    sort: '-purchaseDate',
    depth: 1,
    pagination: false,
    overrideAccess: false,
    user: { ...caller.user, collection: 'users' },
  })
  return Response.json(docs.map(toPublicPurchase), { headers: NO_STORE })
}
