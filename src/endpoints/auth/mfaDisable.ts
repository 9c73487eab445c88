import { lockoutMessage, recordFailure } from '@/lib/auth/attempts'
import { checkCurrentPassword } from '@/lib/auth/currentPassword'
import { disableMfa } from '@/lib/auth/mfaSettings'
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
  // Both secrets are guesses a stolen session could make: each wrong one counts towards the
  // account's lockout, and the password check is rate-limited per address.
  const refused = await checkCurrentPassword(payload, user, body.data.password, meta, {
    session: signedIn.session,
    wrong: { status: 401, message: 'Password is incorrect' },
  })
  if (refused) return refused
  const result = await checkSecondFactor(payload, user, body.data.token, meta)
  if (result !== 'ok') {
    const lockoutUntil = await recordFailure(payload, user, `mfa_${result}`, meta)
    if (lockoutUntil) return jsonError(423, lockoutMessage({ lockoutUntil }))
    return jsonError(401, secondFactorError(result))
  }

  const updated = await disableMfa(payload, user.id)
  await audit(payload, {
    eventType: 'mfa_disabled',
    action: 'MFA turned off',
    user: user.id,
    severity: 'warning',
    meta,
  })
  return Response.json({ user: toPublicUser(updated) })
}
