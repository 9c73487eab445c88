import type { Payload } from 'payload'

import { hasRole, type Role } from '@/access/roles'
import { requireSession, type SignedIn } from '@/lib/auth/requestUser'
import { jsonError } from '@/lib/http/errors'

/** The console's callers: 401 signed out, 403 for any role not listed. */
export const requireRole = async (
  payload: Payload,
  request: Request,
  roles: readonly Role[],
): Promise<SignedIn | Response> => {
  const signedIn = await requireSession(payload, request)
  if (signedIn instanceof Response) return signedIn
  if (!hasRole(signedIn.user, ...roles)) return jsonError(403, 'Forbidden')
  return signedIn
}
