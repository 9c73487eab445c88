import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { nobody } from '@/access/nobody'
import { secret } from '@/fields/secret'

/** Earlier password hashes, so a member cannot reuse a recent password. */
export const PasswordHistory: CollectionConfig = {
  slug: 'password-history',
  labels: { singular: 'Password history entry', plural: 'Password history' },
  access: {
    read: isAdmin,
    create: nobody,
    update: nobody,
    delete: nobody,
  },
  admin: {
    defaultColumns: ['user', 'createdAt'],
    group: 'Security',
    // Only hidden hashes and a date: nothing for the team to read, so kept out of the CMS.
    hidden: true,
  },
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
    secret({ name: 'passwordHash', type: 'text', required: true }),
  ],
}
