import { recordFailure } from '@/lib/auth/attempts'
import {
  clearChallengeCookie,
  endChallenge,
  failChallenge,
  findChallenge,
} from '@/lib/auth/challenges'
import { checkSecondFactor, secondFactorError } from '@/lib/auth/secondFactor'
import { completeSignIn } from '@/lib/auth/signIn'
import { findUserById } from '@/lib/auth/users'
import { audit } from '@/lib/audit'
import { jsonError } from '@/lib/http/errors'
import { readJson, requestMeta } from '@/lib/http/request'
import { getPayloadClient } from '@/lib/payload'
import { rateLimit } from '@/lib/security/rateLimit'
import { mfaCodeOrBackupSchema } from '@/lib/validation/auth'
import { z } from 'zod'

const EXPIRED = 'Your sign-in has expired. Please sign in again.'

/** POST /api/auth/mfa/verify { token } → { user } and the session, for a pending sign-in. */
export const mfaVerify = async (request: Request): Promise<Response> => {
  const payload = await getPayloadClient()
  const meta = requestMeta(request)
  const limited = await rateLimit(payload, 'mfaVerify', meta.ipAddress)
  if (limited) return limited

  const body = await readJson(request, z.object({ token: mfaCodeOrBackupSchema }))
  if ('error' in body) return body.error

  const challenge = await findChallenge(payload, request)
  if (!challenge) return jsonError(401, EXPIRED)
  const user = await findUserById(payload, challenge.user as string)
  if (user.accountStatus !== 'active' || user.gdprDeleteRequested) {
    await endChallenge(payload, challenge)
    return jsonError(401, EXPIRED)
  }

  const result = await checkSecondFactor(payload, user, body.data.token, meta)
  if (result !== 'ok') {
    await recordFailure(payload, user, `mfa_${result}`, meta)
    const alive = await failChallenge(payload, challenge)
    if (!alive) {
      return jsonError(401, 'Too many wrong codes. Please sign in again.', {
        'Set-Cookie': clearChallengeCookie(),
      })
    }
    return jsonError(401, secondFactorError(result))
  }

  await endChallenge(payload, challenge)
  await audit(payload, {
    eventType: 'mfa_verified',
    action: 'MFA code accepted',
    user: user.id,
    meta,
  })
  const signedIn = await completeSignIn(payload, user, meta, {
    rememberMe: Boolean(challenge.rememberMe),
    method: 'password+mfa',
  })
  const headers = new Headers()
  headers.append('Set-Cookie', signedIn.cookie)
  headers.append('Set-Cookie', clearChallengeCookie())
  return Response.json({ user: signedIn.user }, { headers })
}
