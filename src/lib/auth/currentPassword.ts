import type { Payload } from 'payload'

import { audit } from '@/lib/audit'
import { clearCookie } from '@/lib/http/cookies'
import { jsonError } from '@/lib/http/errors'
import type { RequestMeta } from '@/lib/http/request'
import { rateLimit } from '@/lib/security/rateLimit'
import type { User, UserSession } from '@/payload-types'

import { checkGuess, lockoutMessage } from './attempts'
import { SESSION_COOKIE } from './constants'
import { verifyPassword } from './password'
import { revokeSession } from './sessions'
import { findUserById } from './users'

export const WRONG_CURRENT_PASSWORD = 'Current password is incorrect'

export type CurrentPasswordOptions = {
  /** The session asking: ended (and its cookie cleared) when its wrong password locks the account. */
  session?: UserSession
  /** The answer to a wrong password, when a call documents another one. */
  wrong?: { status: number; message: string }
}

/**
 * The check of a signed-in member's current password before a sensitive change (password,
 * e-mail, account deletion), so a stolen session cannot guess its way to a takeover. Null when
 * the password is right; otherwise the Response to return as it is:
 * - 429 with Retry-After when the caller's address used up RATE_LIMITS.currentPassword;
 * - 423 (the lockout message) while the account is locked: the password is not even checked;
 * - 401 'Current password is incorrect' (or `options.wrong`) for a wrong password, counted as a
 *   failed sign-in ('wrong_current_password') towards the account's lockout;
 * - 423 when this wrong password locked the account: the asking session is ended with it.
 * Parallel guesses are checked under the lockout's limit (see checkGuess). The user is read
 * again by id, so the signed-in user of the request (without password material) will do.
 */
export const checkCurrentPassword = async (
  payload: Payload,
  user: Pick<User, 'id'>,
  password: string,
  meta: RequestMeta,
  options: CurrentPasswordOptions = {},
): Promise<Response | null> => {
  const limited = await rateLimit(payload, 'currentPassword', meta.ipAddress)
  if (limited) return limited

  const account = await findUserById(payload, user.id)
  const guess = await checkGuess(payload, account, 'wrong_current_password', meta, async () =>
    account.passwordHash && (await verifyPassword(account.passwordHash, password))
      ? { right: true }
      : { right: false, value: null },
  )
  if (guess.outcome === 'right') return null

  const lockoutUntil = guess.lockoutUntil
  if (!lockoutUntil) {
    const wrong = options.wrong ?? { status: 401, message: WRONG_CURRENT_PASSWORD }
    return jsonError(wrong.status, wrong.message)
  }
  const lockedByThisCall = guess.outcome === 'wrong' || guess.counted
  if (!lockedByThisCall || !options.session) return jsonError(423, lockoutMessage({ lockoutUntil }))

  // The session that guessed the account into a lockout is the likeliest to be a stolen one.
  await revokeSession(payload, options.session)
  await audit(payload, {
    eventType: 'session_revoked',
    action: 'Session ended: its wrong passwords locked the account',
    user: account.id,
    sessionId: options.session.id,
    severity: 'warning',
    success: false,
    meta,
  })
  return jsonError(423, lockoutMessage({ lockoutUntil }), {
    'Set-Cookie': clearCookie(SESSION_COOKIE),
  })
}
