import { requireSession } from '@/lib/auth/requestUser'
import { listUserPurchases } from '@/lib/commerce/purchases'
import { getPayloadClient } from '@/lib/payload'

/** GET /api/user/purchases: the signed-in member's purchases (401 when signed out). */
export const userPurchases = async (request: Request): Promise<Response> => {
  const payload = await getPayloadClient()
  const signedIn = await requireSession(payload, request)
  if (signedIn instanceof Response) return signedIn
  return Response.json(await listUserPurchases(payload, signedIn.user), {
    headers: { 'Cache-Control': 'no-store' },
  })
}
