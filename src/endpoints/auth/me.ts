import { toPublicUser } from '@/lib/auth/publicUser'
import { requireSession } from '@/lib/auth/requestUser'
import { getPayloadClient } from '@/lib/payload'

/** GET /api/auth/me and GET /api/auth/user: the signed-in user, or 401. */
export const me = async (request: Request): Promise<Response> => {
  const signedIn = await requireSession(await getPayloadClient(), request)
  if (signedIn instanceof Response) return signedIn
  return Response.json(toPublicUser(signedIn.user), { headers: { 'Cache-Control': 'no-store' } })
}
