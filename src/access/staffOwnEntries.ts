import type { Access } from 'payload'

import { hasRole, STAFF_ROLES } from './roles'

/**
 * Payload's records about one person of the team (CMS preferences, document locks), which name
 * that person in a `user` relationship: staff, each only their own.
 */
export const staffOwnEntries: Access = ({ req: { user } }) => {
  if (!user || !hasRole(user, ...STAFF_ROLES)) return false
  return { 'user.value': { equals: user.id } }
}
