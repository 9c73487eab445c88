import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { publishedOrStaff } from '@/access/publishedOrStaff'
import { invalidateCatalogue } from '@/hooks/invalidateCatalogue'

/** The page's filter buttons, in order. */
export const PHOTO_CATEGORIES = [
  { label: 'Album Covers', value: 'album-covers' },
  { label: 'Creative', value: 'creative' },
  { label: 'Formal', value: 'formal' },
  { label: 'Portrait', value: 'portrait' },
  { label: 'Lifestyle', value: 'lifestyle' },
  { label: 'Personal', value: 'personal' },
] as const

export const PHOTO_SIZES = ['large', 'wide', 'regular'] as const

export const Photos: CollectionConfig = {
  slug: 'photos',
  access: {
    read: publishedOrStaff,
    create: isAdmin,
    update: isAdmin,
    delete: isAdmin,
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'category', 'size', 'memberOnly', '_status'],
    group: 'Catalogue',
  },
  defaultSort: 'position',
  versions: { drafts: true },
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'description', type: 'textarea' },
    { name: 'image', type: 'upload', relationTo: 'media', required: true },
    {
      name: 'category',
      type: 'select',
      defaultValue: 'creative',
      options: PHOTO_CATEGORIES.map((category) => ({ ...category })),
    },
    {
      name: 'size',
      type: 'select',
      defaultValue: 'regular',
      options: PHOTO_SIZES.map((value) => ({ label: value, value })),
    },
    { name: 'memberOnly', type: 'checkbox', defaultValue: false },
    {
      name: 'position',
      type: 'number',
      defaultValue: 0,
      index: true,
      admin: { position: 'sidebar' },
    },
  ],
  hooks: invalidateCatalogue,
}
