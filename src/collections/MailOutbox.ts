import type { CollectionConfig } from 'payload'

import { isStaff } from '@/access/isStaff'
import { nobody } from '@/access/nobody'

export const OUTBOX_KINDS = ['receipt', 'data-export-ready', 'release-open'] as const
export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const

const KIND_LABELS: Record<(typeof OUTBOX_KINDS)[number], string> = {
  receipt: 'Receipt',
  'data-export-ready': 'Data export ready',
  'release-open': 'Pre-order is out',
}

const STATUS_LABELS: Record<(typeof OUTBOX_STATUSES)[number], string> = {
  pending: 'Waiting to be sent',
  sending: 'Being sent',
  sent: 'Sent',
  failed: 'Failed (gave up)',
}

/**
 * The e-mails the store owes its members. A row is written in the same database transaction as
 * the fact it tells (a purchase completed, an export ready), and the sender (src/lib/mail/outbox)
 * takes it from there with retries: a crash between the commit and the send loses nothing, and a
 * `dedupeKey` makes sure the same fact is never queued twice. Read-only through every API.
 */
export const MailOutbox: CollectionConfig = {
  slug: 'mail-outbox',
  labels: { singular: 'Outgoing e-mail', plural: 'Outgoing e-mails' },
  access: { read: isStaff, create: nobody, update: nobody, delete: nobody },
  admin: {
    useAsTitle: 'kind',
    defaultColumns: ['kind', 'user', 'status', 'attempts', 'sentAt', 'createdAt'],
    group: 'Store',
    description:
      'Receipts and notices sent to members (read-only): whether each went out, and why not. ' +
      'Failed sends are retried on their own; a member or an admin can resend a receipt.',
  },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'kind',
      type: 'select',
      required: true,
      options: OUTBOX_KINDS.map((value) => ({ label: KIND_LABELS[value], value })),
    },
    {
      name: 'user',
      label: 'Recipient',
      type: 'relationship',
      relationTo: 'users',
      required: true,
      index: true,
    },
    { name: 'purchase', type: 'relationship', relationTo: 'purchases', index: true },
    { name: 'exportRequest', type: 'relationship', relationTo: 'data-export-requests' },
    {
      name: 'dedupeKey',
      type: 'text',
      unique: true,
      admin: { description: 'One e-mail per fact: a second row for the same key is never made.' },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: OUTBOX_STATUSES.map((value) => ({ label: STATUS_LABELS[value], value })),
    },
    { name: 'attempts', type: 'number', required: true, defaultValue: 0 },
    {
      name: 'nextAttemptAt',
      type: 'date',
      required: true,
      index: true,
      defaultValue: () => new Date().toISOString(),
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'leaseUntil',
      type: 'date',
      admin: {
        description: 'While being sent: when the sender is taken for dead and another takes over.',
        date: { pickerAppearance: 'dayAndTime' },
      },
    },
    { name: 'sentAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'lastError', type: 'text' },
    {
      name: 'requestedBy',
      type: 'relationship',
      relationTo: 'users',
      admin: { description: 'Who asked for it to be sent again (a resend).' },
    },
  ],
}
