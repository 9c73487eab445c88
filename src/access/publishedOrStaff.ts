import type { Access } from 'payload'

import { hasRole, STAFF_ROLES } from './roles'

/** Visitors and members see published catalogue documents; the team also sees drafts. */
export const publishedOrStaff: Access = ({ req: { user } }) => {
  if (hasRole(user, ...STAFF_ROLES)) return true
  return { _status: { equals: 'published' } }
}
