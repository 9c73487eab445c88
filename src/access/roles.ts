export const ROLES = ['user', 'premium', 'admin', 'viewer', 'moderator'] as const
export type Role = (typeof ROLES)[number]

/** The roles that may look inside the CMS and the admin console. */
export const STAFF_ROLES: readonly Role[] = ['admin', 'viewer']

type MaybeUser = { role?: string | null } | null | undefined

/** The one role check every access function is built on. */
export const hasRole = (user: MaybeUser, ...roles: readonly Role[]): boolean =>
  Boolean(user?.role && (roles as readonly string[]).includes(user.role))
