import type { Payload } from 'payload'
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible'

import { jsonError } from '@/lib/http/errors'

/** Per-IP budgets of the abuse-prone calls: points per window. */
export const RATE_LIMITS = {
  login: { points: 20, duration: 15 * 60 },
  register: { points: 10, duration: 60 * 60 },
  mfaVerify: { points: 20, duration: 15 * 60 },
  passwordReset: { points: 5, duration: 15 * 60 },
  // Checks of a signed-in member's current password (change password, delete account, e-mail).
  currentPassword: { points: 10, duration: 15 * 60 },
  adminLogin: { points: 10, duration: 15 * 60 },
  contact: { points: 5, duration: 10 * 60 },
  // The assistant may call a paid model: per network address and, signed in, per member.
  assistant: { points: 30, duration: 10 * 60 },
  assistantMember: { points: 60, duration: 60 * 60 },
  // Receipts sent again, per member (their own) and per admin (from the console).
  receiptResend: { points: 5, duration: 60 * 60 },
  receiptResendStaff: { points: 30, duration: 60 * 60 },
} as const

export type RateLimitedAction = keyof typeof RATE_LIMITS

const limiters = new Map<RateLimitedAction, RateLimiterPostgres>()

// The counters live in PostgreSQL (table rate_limits, created by a migration), so every app
// instance shares them.
const limiterFor = (payload: Payload, action: RateLimitedAction) => {
  let limiter = limiters.get(action)
  if (!limiter) {
    limiter = new RateLimiterPostgres({
      storeClient: (payload.db as unknown as { pool: unknown }).pool,
      storeType: 'pool',
      tableName: 'rate_limits',
      tableCreated: true,
      clearExpiredByTimeout: false,
      keyPrefix: action,
      ...RATE_LIMITS[action],
    })
    limiters.set(action, limiter)
  }
  return limiter
}

/** Spends one point of the IP's budget; a 429 with Retry-After when it is used up. */
export const rateLimit = async (
  payload: Payload,
  action: RateLimitedAction,
  ip: string,
): Promise<Response | null> => {
  try {
    await limiterFor(payload, action).consume(ip)
    return null
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection
    const retryAfter = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000))
    return jsonError(429, 'Too many attempts. Please try again later.', {
      'Retry-After': String(retryAfter),
    })
  }
}
