import type { CollectionConfig } from 'payload'

import { isStaff } from '@/access/isStaff'
import { nobody } from '@/access/nobody'

export const LoginAttempts: CollectionConfig = {
  slug: 'login-attempts',
  access: {
    read: isStaff,
    create: nobody,
    update: nobody,
    delete: nobody,
  },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['timestamp', 'email', 'ipAddress', 'success', 'failureReason'],
    group: 'Security',
    description: 'Every sign-in attempt, successful or not (read-only).',
  },
  defaultSort: '-timestamp',
  fields: [
    { name: 'email', type: 'text', index: true },
    // The account tried, when the address named one: a member's export and erasure reach their
    // attempts by this id, never by an address typed by someone else.
    { name: 'user', type: 'relationship', relationTo: 'users', index: true },
    { name: 'ipAddress', type: 'text', required: true, index: true },
    { name: 'userAgent', type: 'text' },
    { name: 'success', type: 'checkbox', defaultValue: false },
    { name: 'failureReason', type: 'text' },
    {
      name: 'timestamp',
      type: 'date',
      index: true,
      defaultValue: () => new Date().toISOString(),
    },
  ],
}
