import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { publishedOrStaff } from '@/access/publishedOrStaff'
import { invalidateCatalogue } from '@/hooks/invalidateCatalogue'

export const Videos: CollectionConfig = {
  slug: 'videos',
  access: {
    read: publishedOrStaff,
    create: isAdmin,
    update: isAdmin,
    delete: isAdmin,
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'memberOnly', 'isPromo', '_status'],
    group: 'Catalogue',
  },
  defaultSort: 'position',
  versions: { drafts: true },
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'description', type: 'textarea' },
    {
      name: 'videoUrl',
      type: 'text',
      required: true,
      validate: (value: string | null | undefined) => {
        if (!value) return 'A video link is required'
        try {
          const url = new URL(value)
          return url.protocol === 'https:' || 'Use an https:// link'
        } catch {
          return 'Enter a full link, e.g. https://www.youtube.com/watch?v=…'
        }
      },
    },
    {
      name: 'thumbnail',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'Optional: without it the site uses the video service’s own image.' },
    },
    { name: 'memberOnly', type: 'checkbox', defaultValue: true },
    {
      name: 'isPromo',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        description: 'Shows the “Promo” label and features the video on the members’ home.',
      },
    },
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
