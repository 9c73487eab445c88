import type { Access } from 'payload'

import { hasRole, STAFF_ROLES } from './roles'

/** Staff read every document; a signed-in member only those whose `ownerField` points at them. */
export const staffOrOwner =
  (ownerField = 'user'): Access =>
  ({ req: { user } }) => {
    if (!user) return false
    if (hasRole(user, ...STAFF_ROLES)) return true
    return { [ownerField]: { equals: user.id } }
  }
