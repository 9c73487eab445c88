import type { CollectionConfig } from 'payload'

import { nobody } from '@/access/nobody'
import { staffOrOwner } from '@/access/staffOrOwner'
import { secret } from '@/fields/secret'

/**
 * Our sign-in sessions (Payload's own session table is switched off). Only hashes of the
 * cookie and refresh tokens are stored, and no API returns them. Read-only through every API:
 * sign-in, sign-out and revocation go through src/lib/auth, which also keeps the user's session
 * count right.
 */
export const UserSessions: CollectionConfig = {
  slug: 'user-sessions',
  access: {
    read: staffOrOwner('user'),
    create: nobody,
    update: nobody,
    delete: nobody,
  },
  admin: {
    useAsTitle: 'deviceName',
    defaultColumns: ['user', 'deviceName', 'ipAddress', 'isActive', 'lastActivity', 'expiresAt'],
    group: 'Security',
    description: 'Who is signed in, on which device (read-only).',
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
