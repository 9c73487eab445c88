import type { CollectionConfig } from 'payload'

import { nobody } from '@/access/nobody'
import { staffOrOwner } from '@/access/staffOrOwner'
import { secret } from '@/fields/secret'

/**
 * The right of one member to one track's file, granted by a completed purchase and revoked by a
 * refund or dispute (src/lib/commerce, with overrideAccess). Read-only through every API.
 */
export const UserFilePermissions: CollectionConfig = {
  slug: 'user-file-permissions',
  labels: { singular: 'Download right', plural: 'Download rights' },
  access: {
    read: staffOrOwner('user'),
    create: nobody,
    update: nobody,
    delete: nobody,
  },
  admin: {
    defaultColumns: ['user', 'track', 'permission', 'isActive', 'accessCount', 'lastAccessed'],
    group: 'Store',
    description:
      'Who may download which track (read-only): granted by a completed purchase, switched off ' +
      'by a refund or dispute.',
  },
  defaultSort: '-createdAt',
  indexes: [{ fields: ['user', 'track'], unique: true }],
  fields: [
    {
      name: 'user',
      label: 'Member',
      type: 'relationship',
      relationTo: 'users',
      required: true,
      index: true,
    },
    { name: 'track', type: 'relationship', relationTo: 'tracks', required: true, index: true },
    { name: 'purchase', type: 'relationship', relationTo: 'purchases' },
    { name: 'fileUrl', type: 'text', required: true },
    secret({ name: 'encryptedFilePath', type: 'text' }),
    {
      name: 'permission',
      type: 'select',
      defaultValue: 'read',
      options: ['read', 'download'].map((value) => ({ label: value, value })),
    },
    {
      name: 'accessCount',
      label: 'Downloads so far',
      type: 'number',
      defaultValue: 0,
    },
    {
      name: 'maxAccessCount',
      label: 'Download limit',
      type: 'number',
      defaultValue: -1,
      admin: { description: '-1 means unlimited.' },
    },
    { name: 'expiresAt', type: 'date' },
    { name: 'isActive', label: 'Active', type: 'checkbox', defaultValue: true },
    { name: 'lastAccessed', type: 'date' },
  ],
}
