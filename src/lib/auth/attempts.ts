import type { Payload } from 'payload'

import { audit } from '@/lib/audit'
import type { RequestMeta } from '@/lib/http/request'
import type { User } from '@/payload-types'

import { endUserChallenges } from './challenges'

export const LOCKOUT_THRESHOLD = 5
export const LOCKOUT_WINDOW_MS = 15 * 60 * 1000
export const LOCKOUT_DURATION_MS = 15 * 60 * 1000

export const isLockedOut = (user: Pick<User, 'lockoutUntil'>, now = Date.now()): boolean =>
  Boolean(user.lockoutUntil && new Date(user.lockoutUntil).getTime() > now)

export const lockoutMessage = (user: Pick<User, 'lockoutUntil'>, now = Date.now()): string => {
  const minutes = Math.max(1, Math.ceil((new Date(user.lockoutUntil!).getTime() - now) / 60_000))
  return `Too many failed attempts. Your account is locked for ${minutes} more minute${minutes === 1 ? '' : 's'}.`
}

/** Writes one sign-in attempt (also of an unknown address); returns its id. */
export const recordAttempt = async (
  payload: Payload,
  attempt: {
    email: string
    /** The account the address named, when it named one. */
    user?: string | null
    success: boolean
    failureReason?: string
    meta: RequestMeta
  },
): Promise<string> => {
  const row = await payload.create({
    collection: 'login-attempts',
    data: {
      email: attempt.email,
      user: attempt.user ?? null,
      success: attempt.success,
      failureReason: attempt.failureReason ?? null,
      ipAddress: attempt.meta.ipAddress,
      userAgent: attempt.meta.userAgent,
      timestamp: new Date().toISOString(),
    },
    overrideAccess: true,
  })
  return row.id
}

/** The account's failures in the lockout window; those before its last sign-in do not count. */
const failuresInWindow = async (payload: Payload, user: User): Promise<number> => {
  const windowStart = Date.now() - LOCKOUT_WINDOW_MS
  const lastLogin = user.lastLoginAt ? new Date(user.lastLoginAt).getTime() : 0
  const since = new Date(Math.max(windowStart, lastLogin)).toISOString()
  const { totalDocs } = await payload.count({
    collection: 'login-attempts',
    where: {
      and: [
        { or: [{ user: { equals: user.id } }, { email: { equals: user.email } }] },
        { success: { equals: false } },
        { timestamp: { greater_than: since } },
      ],
    },
    overrideAccess: true,
  })
  return totalDocs
}

/**
 * Acts on the count of failures: the fifth in the window locks the account for 15 minutes and
 * ends its pending MFA sign-ins. Returns the end of the lockout when the account is now locked.
 */
const settleFailure = async (
  payload: Payload,
  user: User,
  failureReason: string,
  failures: number,
  meta: RequestMeta,
): Promise<string | null> => {
  const locked = failures >= LOCKOUT_THRESHOLD
  const lockoutUntil = locked ? new Date(Date.now() + LOCKOUT_DURATION_MS).toISOString() : null
  await payload.update({
    collection: 'users',
    id: user.id,
    data: { loginAttempts: failures, ...(lockoutUntil ? { lockoutUntil } : {}) },
    overrideAccess: true,
  })
  if (locked) await endUserChallenges(payload, user.id)
  await audit(payload, {
    eventType: locked ? 'account_locked' : 'login_failed',
    action: locked ? 'Account locked after repeated failures' : 'Sign-in failed',
    user: user.id,
    severity: 'warning',
    success: false,
    details: { reason: failureReason, failuresInWindow: failures },
    meta,
  })
  return lockoutUntil
}

/**
 * Records a failed attempt against an account; the fifth failure within 15 minutes locks it for
 * 15 minutes. Returns the end of the lockout when the account is now locked, else null.
 */
export const recordFailure = async (
  payload: Payload,
  user: User,
  failureReason: string,
  meta: RequestMeta,
): Promise<string | null> => {
  await recordAttempt(payload, {
    email: user.email,
    user: user.id,
    success: false,
    failureReason,
    meta,
  })
  return settleFailure(payload, user, failureReason, await failuresInWindow(payload, user), meta)
}

export type GuessCheck<W> = { right: true } | { right: false; value: W; reason?: string }

export type Guess<W> =
  /** Refused unchecked: the account is locked (`counted` when this guess was the one to lock it). */
  | { outcome: 'locked'; lockoutUntil: string; counted: boolean }
  | { outcome: 'right' }
  /** Counted as a failure; `lockoutUntil` is set when it locked the account. */
  | { outcome: 'wrong'; value: W; lockoutUntil: string | null }

/**
 * Checks a secret that only the account holder should know (a password, an MFA code) under the
 * account's lockout, so that guesses cannot outrun it when sent in parallel: each guess is
 * counted as a failure before it is checked, so of any number arriving at once only those within
 * the limit are checked at all (each one sees at least as many failures as were written before
 * it). A right guess takes its failure back. `user` must be freshly read.
 *
 * A locked account is refused before anything is checked, unless `checkWhileLocked` (the
 * sign-in's password, which must not tell a locked account from an unknown address to someone
 * without the password): then the lockout allows LOCKOUT_THRESHOLD more checked guesses in its
 * window, so it still bounds how fast a password can be guessed, and the caller tells the owner
 * who typed the right one that the account is locked.
 */
export const checkGuess = async <W>(
  payload: Payload,
  user: User,
  failureReason: string,
  meta: RequestMeta,
  check: () => Promise<GuessCheck<W>>,
  { checkWhileLocked = false }: { checkWhileLocked?: boolean } = {},
): Promise<Guess<W>> => {
  const locked = isLockedOut(user)
  if (locked && !checkWhileLocked) {
    return { outcome: 'locked', lockoutUntil: user.lockoutUntil!, counted: false }
  }
  const attemptId = await recordAttempt(payload, {
    email: user.email,
    user: user.id,
    success: false,
    failureReason,
    meta,
  })
  const failures = await failuresInWindow(payload, user)
  if (failures > (locked ? 2 : 1) * LOCKOUT_THRESHOLD) {
    // Never checked: recorded as a guess refused by the lockout.
    await payload.update({
      collection: 'login-attempts',
      id: attemptId,
      data: { failureReason: 'locked_out' },
      overrideAccess: true,
    })
    const lockoutUntil = await settleFailure(payload, user, 'locked_out', failures, meta)
    return { outcome: 'locked', lockoutUntil: lockoutUntil!, counted: true }
  }

  const checked = await check()
  if (checked.right) {
    await payload.delete({ collection: 'login-attempts', id: attemptId, overrideAccess: true })
    return { outcome: 'right' }
  }
  const reason = checked.reason ?? failureReason
  if (reason !== failureReason) {
    await payload.update({
      collection: 'login-attempts',
      id: attemptId,
      data: { failureReason: reason },
      overrideAccess: true,
    })
  }
  const lockoutUntil = await settleFailure(payload, user, reason, failures, meta)
  return { outcome: 'wrong', value: checked.value, lockoutUntil }
}
