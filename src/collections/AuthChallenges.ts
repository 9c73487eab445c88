import type { CollectionConfig } from 'payload'

import { isStaff } from '@/access/isStaff'
import { nobody } from '@/access/nobody'
import { secret } from '@/fields/secret'

/**
 * A sign-in that passed the password step and waits for its MFA code. It lives behind its own
 * short-lived cookie, allows 5 wrong codes, and is deleted when used or voided.
 */
export const AuthChallenges: CollectionConfig = {
  slug: 'auth-challenges',
  labels: { singular: 'Pending MFA sign-in', plural: 'Pending MFA sign-ins' },
  access: {
    read: isStaff,
    create: nobody,
    update: nobody,
    delete: nobody,
  },
  admin: {
    defaultColumns: ['user', 'attempts', 'expiresAt', 'createdAt'],
    group: 'Security',
    // Rows live for minutes and hold nothing a person can act on: kept out of the CMS.
    hidden: true,
  },
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
    secret({ name: 'tokenHash', type: 'text', required: true, unique: true, index: true }),
    { name: 'attempts', type: 'number', defaultValue: 0 },
    { name: 'rememberMe', type: 'checkbox', defaultValue: false },
    { name: 'ipAddress', type: 'text' },
    { name: 'expiresAt', type: 'date', required: true },
  ],
}
