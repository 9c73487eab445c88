import type { PayloadRequest } from 'payload'

import { hasRole } from './roles'

export const isAdmin = ({ req }: { req: PayloadRequest }): boolean => hasRole(req.user, 'admin')
