import type { Payload } from 'payload'

import { audit } from '@/lib/audit'
import type { RequestMeta } from '@/lib/http/request'
import type { User } from '@/payload-types'

export const LOCKOUT_THRESHOLD = 5
export const LOCKOUT_WINDOW_MS = 15 * 60 * 1000
export const LOCKOUT_DURATION_MS = 15 * 60 * 1000

export const isLockedOut = (user: Pick<User, 'lockoutUntil'>, now = Date.now()): boolean =>
  Boolean(user.lockoutUntil && new Date(user.lockoutUntil).getTime() > now)

export const lockoutMessage = (user: Pick<User, 'lockoutUntil'>, now = Date.now()): string => {
  const minutes = Math.max(1, Math.ceil((new Date(user.lockoutUntil!).getTime() - now) / 60_000))
  return `Too many failed attempts. Your account is locked for ${minutes} more minute${minutes === 1 ? '' : 's'}.`
}

export const recordAttempt = async (
  payload: Payload,
  attempt: { email: string; success: boolean; failureReason?: string; meta: RequestMeta },
): Promise<void> => {
  await payload.create({
    collection: 'login-attempts',
    data: {
      email: attempt.email,
      success: attempt.success,
      failureReason: attempt.failureReason ?? null,
      ipAddress: attempt.meta.ipAddress,
      userAgent: attempt.meta.userAgent,
      timestamp: new Date().toISOString(),
    },
    overrideAccess: true,
  })
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
  await recordAttempt(payload, { email: user.email, success: false, failureReason, meta })
  // Failures before the last successful sign-in do not count towards a lockout.
  const windowStart = Date.now() - LOCKOUT_WINDOW_MS
  const lastLogin = user.lastLoginAt ? new Date(user.lastLoginAt).getTime() : 0
  const since = new Date(Math.max(windowStart, lastLogin)).toISOString()
  const { totalDocs: failures } = await payload.count({
    collection: 'login-attempts',
    where: {
      and: [
        { email: { equals: user.email } },
        { success: { equals: false } },
        { timestamp: { greater_than: since } },
      ],
    },
    overrideAccess: true,
  })
  const locked = failures >= LOCKOUT_THRESHOLD
  const lockoutUntil = locked ? new Date(Date.now() + LOCKOUT_DURATION_MS).toISOString() : null
  await payload.update({
    collection: 'users',
    id: user.id,
    data: {
      loginAttempts: (user.loginAttempts ?? 0) + 1,
      ...(lockoutUntil ? { lockoutUntil } : {}),
    },
    overrideAccess: true,
  })
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
