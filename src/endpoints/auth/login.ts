import { isLockedOut, lockoutMessage, recordAttempt, recordFailure } from '@/lib/auth/attempts'
import { createChallenge } from '@/lib/auth/challenges'
import { hashPassword, verifyPassword } from '@/lib/auth/password'
import { completeSignIn } from '@/lib/auth/signIn'
import { findUserByEmail } from '@/lib/auth/users'
import { jsonError } from '@/lib/http/errors'
import { readJson, requestMeta } from '@/lib/http/request'
import { getPayloadClient } from '@/lib/payload'
import { rateLimit } from '@/lib/security/rateLimit'
import { loginSchema } from '@/lib/validation/auth'

const INVALID = 'Invalid email or password'

// Checked against when the e-mail is unknown, so both answers take as long.
const decoyHash = hashPassword('decoy-password-for-timing')

/** POST /api/auth/login → { requiresMfa, user }; with MFA on, no session until the code. */
export const login = async (request: Request): Promise<Response> => {
  const payload = await getPayloadClient()
  const meta = requestMeta(request)
  const limited = await rateLimit(payload, 'login', meta.ipAddress)
  if (limited) return limited

  const body = await readJson(request, loginSchema)
  if ('error' in body) return body.error
  const { email, password, rememberMe } = body.data

  const user = await findUserByEmail(payload, email)
  if (!user || !user.passwordHash || user.gdprDeleteRequested) {
    await verifyPassword(await decoyHash, password)
    await recordAttempt(payload, { email, success: false, failureReason: 'unknown_user', meta })
    return jsonError(401, INVALID)
  }
  if (isLockedOut(user)) {
    await recordAttempt(payload, { email, success: false, failureReason: 'locked_out', meta })
    return jsonError(423, lockoutMessage(user))
  }
  if (!(await verifyPassword(user.passwordHash, password))) {
    const lockoutUntil = await recordFailure(payload, user, 'wrong_password', meta)
    if (lockoutUntil) return jsonError(423, lockoutMessage({ lockoutUntil }))
    return jsonError(401, INVALID)
  }
  if (user.accountStatus !== 'active') {
    await recordAttempt(payload, { email, success: false, failureReason: user.accountStatus, meta })
    return jsonError(403, `This account is ${user.accountStatus}. Please contact support.`)
  }

  if (user.mfaEnabled) {
    const cookie = await createChallenge(payload, user, { rememberMe: Boolean(rememberMe), meta })
    return Response.json({ requiresMfa: true, user: null }, { headers: { 'Set-Cookie': cookie } })
  }
  const signedIn = await completeSignIn(payload, user, meta, { rememberMe })
  return Response.json(
    { requiresMfa: false, user: signedIn.user },
    { headers: { 'Set-Cookie': signedIn.cookie } },
  )
}
