import { checkGuess, lockoutMessage } from '@/lib/auth/attempts'
import {
  clearChallengeCookie,
  consumeChallenge,
  countWrongCode,
  endChallenge,
  endUserChallenges,
  findChallenge,
} from '@/lib/auth/challenges'
import {
  checkSecondFactor,
  secondFactorError,
  type SecondFactorResult,
} from '@/lib/auth/secondFactor'
import { completeSignInUnlessLocked } from '@/lib/auth/signIn'
import { findUserById } from '@/lib/auth/users'
import { audit } from '@/lib/audit'
import { jsonError } from '@/lib/http/errors'
import { readJson, requestMeta } from '@/lib/http/request'
import { getPayloadClient } from '@/lib/payload'
import { rateLimit } from '@/lib/security/rateLimit'
import { mfaVerifySchema } from '@/lib/validation/auth'

type WrongCode = Exclude<SecondFactorResult, 'ok'>

const EXPIRED = 'Your sign-in has expired. Please sign in again.'

const locked = (lockoutUntil: string) =>
  jsonError(423, lockoutMessage({ lockoutUntil }), { 'Set-Cookie': clearChallengeCookie() })

/**
 * POST /api/auth/mfa/verify { token } → { user } and the session, for a pending sign-in. Wrong
 * codes count towards the account's lockout like wrong passwords; a locked account is refused
 * (423) before a code is checked, and its pending sign-ins are ended.
 */
export const mfaVerify = async (request: Request): Promise<Response> => {
  const payload = await getPayloadClient()
  const meta = requestMeta(request)
  const limited = await rateLimit(payload, 'mfaVerify', meta.ipAddress)
  if (limited) return limited

  const body = await readJson(request, mfaVerifySchema)
  if ('error' in body) return body.error

  const challenge = await findChallenge(payload, request)
  if (!challenge) return jsonError(401, EXPIRED, { 'Set-Cookie': clearChallengeCookie() })
  const user = await findUserById(payload, challenge.user as string)
  if (user.accountStatus !== 'active' || user.gdprDeleteRequested) {
    await endChallenge(payload, challenge)
    return jsonError(401, EXPIRED, { 'Set-Cookie': clearChallengeCookie() })
  }

  const guess = await checkGuess<WrongCode>(payload, user, 'mfa_invalid', meta, async () => {
    const result = await checkSecondFactor(payload, user, body.data.token, meta)
    return result === 'ok'
      ? { right: true }
      : { right: false, value: result, reason: `mfa_${result}` }
  })
  if (guess.outcome === 'locked') {
    await endUserChallenges(payload, user.id)
    return locked(guess.lockoutUntil)
  }
  if (guess.outcome === 'wrong') {
    if (guess.lockoutUntil) return locked(guess.lockoutUntil)
    await countWrongCode(payload, challenge)
    return jsonError(401, secondFactorError(guess.value))
  }

  // Exactly one request uses the challenge, and only while no newer sign-in or lockout ended it.
  if (!(await consumeChallenge(payload, challenge))) {
    return jsonError(401, EXPIRED, { 'Set-Cookie': clearChallengeCookie() })
  }
  const signedIn = await completeSignInUnlessLocked(payload, user, meta, {
    rememberMe: Boolean(challenge.rememberMe),
    method: 'password+mfa',
  })
  if (!signedIn) {
    const { lockoutUntil } = await findUserById(payload, user.id)
    return lockoutUntil ? locked(lockoutUntil) : jsonError(401, EXPIRED)
  }
  await audit(payload, {
    eventType: 'mfa_verified',
    action: 'MFA code accepted',
    user: user.id,
    meta,
  })
  const headers = new Headers()
  headers.append('Set-Cookie', signedIn.cookie)
  headers.append('Set-Cookie', clearChallengeCookie())
  return Response.json({ user: signedIn.user }, { headers })
}
