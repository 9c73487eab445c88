import type { Access } from 'payload'

import { hasRole } from './roles'
import { staffOwnEntries } from './staffOwnEntries'

/** Admins any of Payload's per-person records (a lock, to take it over); the rest of staff their own. */
export const adminOrOwnEntry: Access = (args) =>
  hasRole(args.req.user, 'admin') ? true : staffOwnEntries(args)
