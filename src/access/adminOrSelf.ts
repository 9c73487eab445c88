import type { Access } from 'payload'

import { hasRole } from './roles'

/**
 * Admins change any account; members change their own. Viewers are read-only everywhere, their
 * own account included, so the CMS never offers them a save button.
 */
export const adminOrSelf: Access = ({ req: { user } }) => {
  if (!user || hasRole(user, 'viewer')) return false
  if (hasRole(user, 'admin')) return true
  return { id: { equals: user.id } }
}
