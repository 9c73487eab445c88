import type { CollectionConfig } from 'payload'

import { isStaff } from '@/access/isStaff'
import { nobody } from '@/access/nobody'

/**
 * Every Stripe webhook event the store has processed, by Stripe's event id. Written in the same
 * database transaction as the purchase change it caused, so an event is applied exactly once and
 * an event whose processing was cut short is applied when Stripe redelivers it.
 */
export const StripeEvents: CollectionConfig = {
  slug: 'stripe-events',
  labels: { singular: 'Payment event', plural: 'Payment events' },
  access: { read: isStaff, create: nobody, update: nobody, delete: nobody },
  admin: {
    useAsTitle: 'eventId',
    defaultColumns: ['eventId', 'type', 'paymentIntentId', 'createdAt'],
    group: 'Store',
    description:
      'What Stripe told the store: payments, refunds, disputes (read-only). Each event is ' +
      'applied once; its outcome says what it changed.',
  },
  defaultSort: '-createdAt',
  fields: [
    { name: 'eventId', type: 'text', required: true, unique: true },
    { name: 'type', type: 'text', required: true, index: true },
    {
      name: 'objectId',
      type: 'text',
      index: true,
      admin: { description: 'The charge, dispute or payment intent the event is about.' },
    },
    { name: 'paymentIntentId', type: 'text', index: true },
    { name: 'outcome', type: 'text' },
  ],
}
