import type { CollectionConfig } from 'payload'

import { nobody } from '@/access/nobody'
import { staffOrOwner } from '@/access/staffOrOwner'
import { money } from '@/fields/money'

export const PURCHASE_STATUSES = ['pending', 'completed', 'failed', 'refunded', 'disputed'] as const

const STATUS_LABELS: Record<(typeof PURCHASE_STATUSES)[number], string> = {
  pending: 'Pending (checkout open)',
  completed: 'Completed',
  failed: 'Failed',
  refunded: 'Refunded',
  disputed: 'Disputed',
}

/**
 * Written only by the payment flow on the server (src/lib/commerce, with overrideAccess); members
 * read their own. Read-only through every API, admins included: a purchase changes only because
 * Stripe says so (payment, refund, dispute).
 */
export const Purchases: CollectionConfig = {
  slug: 'purchases',
  access: {
    read: staffOrOwner('user'),
    create: nobody,
    update: nobody,
    delete: nobody,
  },
  admin: {
    useAsTitle: 'stripePaymentIntentId',
    defaultColumns: ['track', 'release', 'user', 'amount', 'status', 'purchaseDate'],
    group: 'Store',
    description:
      'Every checkout, newest first (read-only). Refunds and disputes are made in Stripe; the ' +
      'status here follows, and so does the buyer’s download right.',
  },
  defaultSort: '-purchaseDate',
  fields: [
    {
      name: 'user',
      label: 'Buyer',
      type: 'relationship',
      relationTo: 'users',
      required: true,
      index: true,
    },
    // One of the two: a track, or a release (whose tracks are listed below once it is paid).
    {
      name: 'track',
      type: 'relationship',
      relationTo: 'tracks',
      index: true,
      admin: { condition: (data) => Boolean(data?.track) },
    },
    {
      name: 'release',
      type: 'relationship',
      relationTo: 'releases',
      index: true,
      admin: { condition: (data) => Boolean(data?.release) },
    },
    {
      name: 'releaseTracks',
      label: 'Tracks included',
      type: 'relationship',
      relationTo: 'tracks',
      hasMany: true,
      admin: {
        condition: (data) => Boolean(data?.release),
        description: 'The release’s tracklist when it was paid: what the buyer may download.',
      },
    },
    money({ name: 'amount', required: true, admin: { description: 'In US dollars.' } }),
    { name: 'currency', type: 'text', defaultValue: 'usd' },
    {
      name: 'stripePaymentIntentId',
      label: 'Stripe payment',
      type: 'text',
      unique: true,
      index: true,
      admin: { description: 'The payment intent id, to look the payment up in Stripe.' },
    },
    {
      name: 'status',
      type: 'select',
      defaultValue: 'pending',
      index: true,
      options: PURCHASE_STATUSES.map((value) => ({ label: STATUS_LABELS[value], value })),
    },
    {
      name: 'purchaseDate',
      type: 'date',
      defaultValue: () => new Date().toISOString(),
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
  ],
}
