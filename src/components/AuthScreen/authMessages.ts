import { ApiError } from '@/lib/api/client'
import type { PublicUser } from '@/lib/auth/publicUser'

/** How the success toasts address someone: first name, else username, else e-mail. */
export const greetingName = (user: Pick<PublicUser, 'firstName' | 'username' | 'email'>): string =>
  user.firstName || user.username || user.email

/**
 * The strength checklist reuses the validation messages so the two never drift apart:
 * 'Password must contain at least one number' reads 'At least one number'.
 */
export const criterionLabel = (message: string): string => {
  const rest = message.replace(/^Password must (?:be |contain )?/, '')
  return rest === message ? message : rest.charAt(0).toUpperCase() + rest.slice(1)
}

/** After too many wrong codes (or a stale challenge) the server wants the password again. */
export const isExpiredChallenge = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 401 && /sign in again/i.test(error.message)

// One wording with the security panel; re-exported so the screen's messages stay in one place.
export { errorMessage } from '@/components/Form/errorMessage'

export type CodeMode = 'totp' | 'backup'

/** Authenticator codes are digits only; backup codes keep letters and the optional hyphen. */
export const normaliseCode = (value: string, mode: CodeMode): string =>
  mode === 'totp'
    ? value.replace(/\D/g, '').slice(0, 6)
    : value.replace(/[^A-Za-z0-9-]/g, '').slice(0, 11)
