import type { CollectionConfig } from 'payload'

import { nobody } from '@/access/nobody'
import { staffOrOwner } from '@/access/staffOrOwner'

/** A member's request to export or erase their data; carried out by server jobs. */
export const DataExportRequests: CollectionConfig = {
  slug: 'data-export-requests',
  labels: { singular: 'Data request', plural: 'Data requests' },
  access: {
    read: staffOrOwner('user'),
    create: nobody,
    update: nobody,
    delete: nobody,
  },
  admin: {
    defaultColumns: ['user', 'requestType', 'status', 'createdAt', 'completedAt'],
    group: 'People',
    description: 'Members’ requests to export or erase their data (read-only).',
  },
  defaultSort: '-createdAt',
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', index: true },
    {
      name: 'requestType',
      type: 'select',
      required: true,
      options: ['export', 'deletion'].map((value) => ({ label: value, value })),
    },
    {
      name: 'status',
      type: 'select',
      defaultValue: 'pending',
      options: ['pending', 'processing', 'completed', 'failed'].map((value) => ({
        label: value,
        value,
      })),
    },
    { name: 'downloadUrl', type: 'text' },
    { name: 'failureReason', type: 'text' },
    { name: 'expiresAt', type: 'date' },
    { name: 'completedAt', type: 'date' },
  ],
}
