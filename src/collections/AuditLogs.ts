import type { CollectionConfig } from 'payload'

import { isStaff } from '@/access/isStaff'
import { nobody } from '@/access/nobody'

export const AUDIT_SEVERITIES = ['info', 'warning', 'error', 'critical'] as const

/** Append-only: written by server code, never edited or deleted through any API. */
export const AuditLogs: CollectionConfig = {
  slug: 'audit-logs',
  access: {
    read: isStaff,
    create: nobody,
    update: nobody,
    delete: nobody,
  },
  admin: {
    useAsTitle: 'action',
    defaultColumns: ['timestamp', 'eventType', 'action', 'severity', 'success', 'user'],
    group: 'Security',
    description:
      'Sign-ins, role and status changes, purchases and other security events, newest first. ' +
      'Append-only: nobody can edit or delete an entry.',
  },
  defaultSort: '-timestamp',
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', index: true },
    { name: 'sessionId', type: 'text' },
    { name: 'eventType', type: 'text', required: true, index: true },
    { name: 'resourceType', type: 'text' },
    { name: 'resourceId', type: 'text' },
    { name: 'action', type: 'text', required: true },
    { name: 'ipAddress', type: 'text' },
    { name: 'userAgent', type: 'text' },
    { name: 'details', type: 'json' },
    {
      name: 'severity',
      type: 'select',
      defaultValue: 'info',
      index: true,
      options: AUDIT_SEVERITIES.map((value) => ({
        label: value[0].toUpperCase() + value.slice(1),
        value,
      })),
    },
    { name: 'success', type: 'checkbox', defaultValue: true },
    { name: 'errorMessage', type: 'text' },
    {
      name: 'timestamp',
      type: 'date',
      index: true,
      defaultValue: () => new Date().toISOString(),
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
  ],
}
