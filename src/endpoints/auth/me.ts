import { toPublicUser } from '@/lib/auth/publicUser'
import { requireSession } from '@/lib/auth/requestUser'
import { findUserById } from '@/lib/auth/users'
import { getPayloadClient } from '@/lib/payload'

/** GET /api/auth/me and GET /api/auth/user: the signed-in user, or 401. */
export const me = async (request: Request): Promise<Response> => {
  const payload = await getPayloadClient()
  const signedIn = await requireSession(payload, request)
  if (signedIn instanceof Response) return signedIn
  // Read with its hidden fields, so a pending e-mail change shows (toPublicUser sends no secret).
  const user = await findUserById(payload, signedIn.user.id)
  return Response.json(toPublicUser(user), { headers: { 'Cache-Control': 'no-store' } })
}
