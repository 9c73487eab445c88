import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { staffOrOwner } from '@/access/staffOrOwner'
import { secret } from '@/fields/secret'

/** The right of one member to one track's file, granted by a completed purchase. */
export const UserFilePermissions: CollectionConfig = {
  slug: 'user-file-permissions',
  labels: { singular: 'Download right', plural: 'Download rights' },
  access: {
    read: staffOrOwner('user'),
    create: isAdmin,
    update: isAdmin,
    delete: isAdmin,
  },
  admin: {
    defaultColumns: ['user', 'track', 'permission', 'isActive', 'accessCount'],
    group: 'Store',
  },
  indexes: [{ fields: ['user', 'track'], unique: true }],
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
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
    { name: 'accessCount', type: 'number', defaultValue: 0 },
    {
      name: 'maxAccessCount',
      type: 'number',
      defaultValue: -1,
      admin: { description: '-1 means unlimited.' },
    },
    { name: 'expiresAt', type: 'date' },
    { name: 'isActive', type: 'checkbox', defaultValue: true },
    { name: 'lastAccessed', type: 'date' },
  ],
}
