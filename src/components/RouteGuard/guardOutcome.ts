import type { Role } from '@/access/roles'
import type { SessionStatus } from '@/components/Session/sessionContext'

export type GuardOutcome = 'checking' | 'redirect' | 'denied' | 'allowed'

export type GuardRules = { requireAuth: boolean; roles: readonly Role[] }

/**
 * What a protected page shows for the session as it stands (spec §2 "Route guard"). A role
 * list also implies signing in: there is no role to check without a user.
 */
export function guardOutcome(
  session: { status: SessionStatus; role: string | null | undefined },
  { requireAuth, roles }: GuardRules,
): GuardOutcome {
  if (session.status === 'loading') return 'checking'
  if (session.status === 'signed-out') {
    return requireAuth || roles.length > 0 ? 'redirect' : 'allowed'
  }
  const allowed = roles.length === 0 || (roles as readonly string[]).includes(session.role ?? '')
  return allowed ? 'allowed' : 'denied'
}

/** Where to send a signed-out visitor, remembering the page they wanted. */
export const loginRedirect = (fallback: string, pathAndSearch: string): string =>
  `${fallback}${fallback.includes('?') ? '&' : '?'}next=${encodeURIComponent(pathAndSearch)}`
