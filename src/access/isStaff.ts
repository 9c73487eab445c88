import type { PayloadRequest } from 'payload'

import { hasRole, STAFF_ROLES } from './roles'

/** Admins and viewers: they read everything the team works with; only admins change it. */
export const isStaff = ({ req }: { req: PayloadRequest }): boolean =>
  hasRole(req.user, ...STAFF_ROLES)
