import type { CollectionConfig, Field } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { isStaff } from '@/access/isStaff'
import { nobody } from '@/access/nobody'

export const CONTACT_STATUSES = [
  { label: 'New', value: 'new' },
  { label: 'Read', value: 'read' },
  { label: 'Replied', value: 'replied' },
  { label: 'Archived', value: 'archived' },
] as const

/** What the visitor sent: shown as it arrived, never edited afterwards, whatever the role. */
const asReceived = <F extends Extract<Field, { name: string }>>(field: F): F => ({
  ...field,
  access: { update: nobody },
  admin: { ...field.admin, readOnly: true },
})

/**
 * Messages from the contact form. The public sends them through POST /api/contacts only (server
 * code, with overrideAccess); in the CMS the team reads them and moves their status along.
 */
export const Contacts: CollectionConfig = {
  slug: 'contacts',
  labels: { singular: 'Message', plural: 'Messages' },
  access: {
    read: isStaff,
    create: nobody,
    update: isAdmin,
    delete: isAdmin,
  },
  admin: {
    useAsTitle: 'fullName',
    defaultColumns: ['fullName', 'email', 'status', 'source', 'createdAt'],
    group: 'Inbox',
    description:
      'Messages sent through the contact form, newest first. Filter by status to see what is ' +
      'new; set the status as you go: New → Read → Replied → Archived.',
  },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'status',
      type: 'select',
      defaultValue: 'new',
      options: CONTACT_STATUSES.map((status) => ({ ...status })),
      admin: {
        position: 'sidebar',
        isClearable: false,
        description: 'New → Read → Replied → Archived. Only admins change it.',
      },
    },
    asReceived({ name: 'fullName', label: 'Name', type: 'text', required: true, maxLength: 200 }),
    asReceived({ name: 'email', type: 'email', required: true }),
    asReceived({ name: 'message', type: 'textarea', maxLength: 5000, admin: { rows: 8 } }),
    {
      type: 'row',
      fields: [
        asReceived({ name: 'phoneNumber', label: 'Phone', type: 'text', maxLength: 50 }),
        asReceived({ name: 'socialMedia', label: 'Social media', type: 'text', maxLength: 200 }),
      ],
    },
    asReceived({
      name: 'mailingAddress',
      label: 'Mailing address',
      type: 'textarea',
      maxLength: 500,
    }),
    asReceived({
      name: 'sender',
      label: 'Signed-in member',
      type: 'relationship',
      relationTo: 'users',
      index: true,
      admin: {
        position: 'sidebar',
        description: 'The account that sent it, when signed in: its data export includes it.',
      },
    }),
    asReceived({
      name: 'source',
      type: 'text',
      defaultValue: 'website',
      admin: { position: 'sidebar', description: 'Where the message was sent from.' },
    }),
  ],
}
