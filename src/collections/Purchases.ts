import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { staffOrOwner } from '@/access/staffOrOwner'
import { money } from '@/fields/money'

export const PURCHASE_STATUSES = ['pending', 'completed', 'failed', 'refunded', 'disputed'] as const

/** Written only by the payment flow on the server; members read their own. */
export const Purchases: CollectionConfig = {
  slug: 'purchases',
  access: {
    read: staffOrOwner('user'),
    create: isAdmin,
    update: isAdmin,
    delete: isAdmin,
  },
  admin: {
    useAsTitle: 'stripePaymentIntentId',
    defaultColumns: ['track', 'user', 'amount', 'status', 'purchaseDate'],
    group: 'Store',
  },
  defaultSort: '-purchaseDate',
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'track', type: 'relationship', relationTo: 'tracks', required: true, index: true },
    money({ name: 'amount', required: true }),
    { name: 'currency', type: 'text', defaultValue: 'usd' },
    { name: 'stripePaymentIntentId', type: 'text', unique: true, index: true },
    {
      name: 'status',
      type: 'select',
      defaultValue: 'pending',
      index: true,
      options: PURCHASE_STATUSES.map((value) => ({ label: value, value })),
    },
    {
      name: 'purchaseDate',
      type: 'date',
      defaultValue: () => new Date().toISOString(),
    },
  ],
}
