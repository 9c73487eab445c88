import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { publishedOrStaff } from '@/access/publishedOrStaff'
import { isStaff } from '@/access/isStaff'
import { invalidateCatalogue } from '@/hooks/invalidateCatalogue'
import { PHOTO_CATEGORIES } from '@/lib/catalogue/photoCategories'

export const PHOTO_SIZES = ['large', 'wide', 'regular'] as const

const SIZE_LABELS: Record<(typeof PHOTO_SIZES)[number], string> = {
  large: 'Large (2 × 2 tiles)',
  wide: 'Wide (2 × 1 tiles)',
  regular: 'Regular (1 tile)',
}

export const Photos: CollectionConfig = {
  slug: 'photos',
  access: {
    read: publishedOrStaff,
    // Drafts live in the versions table: without this rule any signed-in member could read them.
    readVersions: isStaff,
    create: isAdmin,
    update: isAdmin,
    delete: isAdmin,
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'image', 'category', 'size', 'position', '_status'],
    group: 'Catalogue',
    description: 'The Visual Universe gallery. Drafts stay hidden until published.',
  },
  defaultSort: 'position',
  versions: { drafts: true },
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'description', type: 'textarea' },
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      required: true,
      admin: {
        description: 'Upload the largest version you have: smaller sizes are made automatically.',
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'category',
          type: 'select',
          defaultValue: 'creative',
          options: PHOTO_CATEGORIES.map((category) => ({ ...category })),
          admin: { width: '50%', description: 'The gallery’s filter button it appears under.' },
        },
        {
          name: 'size',
          label: 'Tile size',
          type: 'select',
          defaultValue: 'regular',
          options: PHOTO_SIZES.map((value) => ({ label: SIZE_LABELS[value], value })),
          admin: { width: '50%', description: 'How much room it takes in the gallery grid.' },
        },
      ],
    },
    {
      name: 'memberOnly',
      label: 'Members only',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        description:
          'Kept for members’ features; the public gallery currently shows every published photo.',
      },
    },
    {
      name: 'position',
      type: 'number',
      defaultValue: 0,
      index: true,
      admin: { position: 'sidebar', description: 'Order in the gallery: lower comes first.' },
    },
  ],
  hooks: invalidateCatalogue,
}
