import type { Access } from 'payload'

import { hasRole, STAFF_ROLES } from './roles'

export const staffOrSelf: Access = ({ req: { user } }) => {
  if (!user) return false
  if (hasRole(user, ...STAFF_ROLES)) return true
  return { id: { equals: user.id } }
}
