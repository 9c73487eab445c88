import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { nobody } from '@/access/nobody'
import { staffOrOwner } from '@/access/staffOrOwner'
import { secret } from '@/fields/secret'

/**
 * Our sign-in sessions (Payload's own session table is switched off). Only hashes of the
 * cookie and refresh tokens are stored, and no API returns them.
 */
export const UserSessions: CollectionConfig = {
  slug: 'user-sessions',
  access: {
    read: staffOrOwner('user'),
    create: nobody,
    update: isAdmin,
    delete: isAdmin,
  },
  admin: {
    useAsTitle: 'deviceName',
    defaultColumns: ['user', 'ipAddress', 'isActive', 'lastActivity', 'expiresAt'],
    group: 'Security',
  },
  defaultSort: '-createdAt',
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
    secret({ name: 'sessionToken', type: 'text', required: true, unique: true, index: true }),
    secret({ name: 'refreshToken', type: 'text', unique: true }),
    { name: 'deviceId', type: 'text' },
    { name: 'deviceName', type: 'text' },
    { name: 'ipAddress', type: 'text' },
    { name: 'userAgent', type: 'text' },
    { name: 'isActive', type: 'checkbox', defaultValue: true, index: true },
    { name: 'lastActivity', type: 'date' },
    { name: 'expiresAt', type: 'date', required: true },
  ],
}
