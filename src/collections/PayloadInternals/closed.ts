import type { PayloadRequest } from 'payload'

import { hasRole, STAFF_ROLES } from '@/access/roles'
import { jsonError } from '@/lib/http/errors'

/** The refusal of one of Payload's doors: 401 signed out, 403 signed in. */
export const refused = (req: PayloadRequest, error: string): Response =>
  jsonError(req.user ? 403 : 401, error)

/** Null when the caller is staff, else the refusal to answer with. */
export const staffOnly = (req: PayloadRequest): Response | null =>
  hasRole(req.user, ...STAFF_ROLES) ? null : refused(req, 'The CMS is for the artist’s team')
