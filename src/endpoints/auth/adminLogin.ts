import { DEMO_ADMIN_EMAIL } from '@/lib/auth/demoAccounts'
import { completeSignIn } from '@/lib/auth/signIn'
import { findUserByEmail } from '@/lib/auth/users'
import { isDemoMode } from '@/lib/env'
import { jsonError } from '@/lib/http/errors'
import { requestMeta } from '@/lib/http/request'
import { getPayloadClient } from '@/lib/payload'
import { rateLimit } from '@/lib/security/rateLimit'

/** POST /api/admin-login: signs in as the demo admin. Exists only in demo mode. */
export const adminLogin = async (request: Request): Promise<Response> => {
  if (!isDemoMode()) return jsonError(404, 'Not found')
  const payload = await getPayloadClient()
  const meta = requestMeta(request)
  const limited = await rateLimit(payload, 'adminLogin', meta.ipAddress)
  if (limited) return limited
  const admin = await findUserByEmail(payload, DEMO_ADMIN_EMAIL)
  if (!admin || admin.accountStatus !== 'active') {
    return jsonError(404, 'The demo admin account does not exist')
  }
  const signedIn = await completeSignIn(payload, admin, meta, { method: 'demo-admin-login' })
  return Response.json({ user: signedIn.user }, { headers: { 'Set-Cookie': signedIn.cookie } })
}
