import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { isStaff } from '@/access/isStaff'

/** Messages from the contact form. The public sends them through POST /api/contacts only. */
export const Contacts: CollectionConfig = {
  slug: 'contacts',
  access: {
    read: isStaff,
    create: isAdmin,
    update: isAdmin,
    delete: isAdmin,
  },
  admin: {
    useAsTitle: 'fullName',
    defaultColumns: ['fullName', 'email', 'status', 'createdAt'],
    group: 'People',
  },
  defaultSort: '-createdAt',
  fields: [
    { name: 'fullName', type: 'text', required: true, maxLength: 200 },
    { name: 'email', type: 'email', required: true },
    { name: 'mailingAddress', type: 'textarea', maxLength: 500 },
    { name: 'phoneNumber', type: 'text', maxLength: 50 },
    { name: 'socialMedia', type: 'text', maxLength: 200 },
    { name: 'message', type: 'textarea', maxLength: 5000 },
    { name: 'source', type: 'text', defaultValue: 'website' },
    {
      name: 'status',
      type: 'select',
      defaultValue: 'new',
      options: ['new', 'read', 'replied', 'archived'].map((value) => ({ label: value, value })),
    },
  ],
}
