import { verifyPassword } from '@/lib/auth/password'
import { toPublicUser } from '@/lib/auth/publicUser'
import { requireSession } from '@/lib/auth/requestUser'
import { checkSecondFactor, secondFactorError } from '@/lib/auth/secondFactor'
import { findUserById } from '@/lib/auth/users'
import { audit } from '@/lib/audit'
import { jsonError } from '@/lib/http/errors'
import { readJson, requestMeta } from '@/lib/http/request'
import { getPayloadClient } from '@/lib/payload'
import { mfaDisableSchema } from '@/lib/validation/auth'

/** POST /api/auth/mfa/disable { password, token } → { user }. */
export const mfaDisable = async (request: Request): Promise<Response> => {
  const payload = await getPayloadClient()
  const signedIn = await requireSession(payload, request)
  if (signedIn instanceof Response) return signedIn
  const meta = requestMeta(request)
  const body = await readJson(request, mfaDisableSchema)
  if ('error' in body) return body.error

  const user = await findUserById(payload, signedIn.user.id)
  if (!user.mfaEnabled) return jsonError(400, 'Multi-factor authentication is not enabled')
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, body.data.password))) {
    return jsonError(401, 'Password is incorrect')
  }
  const result = await checkSecondFactor(payload, user, body.data.token, meta)
  if (result !== 'ok') return jsonError(401, secondFactorError(result))

  const updated = await payload.update({
    collection: 'users',
    id: user.id,
    data: { mfaEnabled: false, mfaSecret: null, mfaBackupCodes: null, mfaLastTimeStep: null },
    overrideAccess: true,
  })
  await audit(payload, {
    eventType: 'mfa_disabled',
    action: 'MFA turned off',
    user: user.id,
    severity: 'warning',
    meta,
  })
  return Response.json({ user: toPublicUser(updated) })
}
