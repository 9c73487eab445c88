import type { Payload } from 'payload'

import { checkGuess, isLockedOut, lockoutMessage, recordAttempt } from '@/lib/auth/attempts'
import { createChallenge } from '@/lib/auth/challenges'
import { hashPassword, verifyPassword } from '@/lib/auth/password'
import { completeSignInUnlessLocked } from '@/lib/auth/signIn'
import { findUserByEmail, findUserById } from '@/lib/auth/users'
import { jsonError } from '@/lib/http/errors'
import { readJson, requestMeta, type RequestMeta } from '@/lib/http/request'
import { getPayloadClient } from '@/lib/payload'
import { rateLimit } from '@/lib/security/rateLimit'
import { loginSchema } from '@/lib/validation/auth'
import type { User } from '@/payload-types'

const INVALID = 'Invalid email or password'
const WRONG = { right: false, value: null } as const

const lockedOut = async (payload: Payload, user: User, meta: RequestMeta) => {
  await recordAttempt(payload, {
    email: user.email,
    user: user.id,
    success: false,
    failureReason: 'locked_out',
    meta,
  })
  return jsonError(423, lockoutMessage(user))
}

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
  // A wrong password answers as for an unknown address, locked or not (and still counts): only
  // someone who knows the password learns that the account exists and is locked. Guesses are
  // checked under the lockout's limit (checkGuess), so a lockout still bounds them.
  const hash = user.passwordHash
  const guess = await checkGuess(
    payload,
    user,
    'wrong_password',
    meta,
    async () => ((await verifyPassword(hash, password)) ? { right: true } : WRONG),
    { checkWhileLocked: true },
  )
  if (guess.outcome !== 'right') return jsonError(401, INVALID)
  if (isLockedOut(user)) return lockedOut(payload, user, meta)
  if (user.accountStatus !== 'active') {
    await recordAttempt(payload, {
      email,
      user: user.id,
      success: false,
      failureReason: user.accountStatus,
      meta,
    })
    return jsonError(403, `This account is ${user.accountStatus}. Please contact support.`)
  }

  if (user.mfaEnabled) {
    const cookie = await createChallenge(payload, user, { rememberMe: Boolean(rememberMe), meta })
    return Response.json({ requiresMfa: true, user: null }, { headers: { 'Set-Cookie': cookie } })
  }
  const signedIn = await completeSignInUnlessLocked(payload, user, meta, { rememberMe })
  if (!signedIn) return lockedOut(payload, await findUserById(payload, user.id), meta)
  return Response.json(
    { requiresMfa: false, user: signedIn.user },
    { headers: { 'Set-Cookie': signedIn.cookie } },
  )
}
