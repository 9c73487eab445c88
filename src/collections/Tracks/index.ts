import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { publishedOrStaff } from '@/access/publishedOrStaff'
import { money } from '@/fields/money'
import { invalidateCatalogue } from '@/hooks/invalidateCatalogue'

export const PREVIEW_SECONDS = 35

export const Tracks: CollectionConfig = {
  slug: 'tracks',
  access: {
    read: publishedOrStaff,
    create: isAdmin,
    update: isAdmin,
    delete: isAdmin,
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'artist', 'price', 'duration', '_status'],
    group: 'Catalogue',
  },
  defaultSort: 'position',
  versions: { drafts: true },
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'artist', type: 'text', required: true },
    money({
      name: 'price',
      required: true,
      defaultValue: 0,
      admin: { description: 'In dollars. 0 makes the track free.' },
    }),
    { name: 'description', type: 'textarea' },
    { name: 'coverImage', type: 'upload', relationTo: 'media' },
    {
      name: 'audio',
      type: 'upload',
      relationTo: 'track-audio',
      admin: {
        description: 'The full master. Fans only reach it through the download and stream routes.',
      },
      access: { read: isAdmin },
    },
    {
      name: 'duration',
      type: 'text',
      defaultValue: '0:45',
      validate: (value: string | null | undefined) =>
        !value || /^\d{1,3}:[0-5]\d$/.test(value) || 'Use minutes:seconds, e.g. 3:25',
    },
    {
      name: 'previewStart',
      type: 'number',
      defaultValue: 0,
      min: 0,
      admin: { description: `Second where the ${PREVIEW_SECONDS}-second preview starts.` },
    },
    {
      name: 'position',
      type: 'number',
      defaultValue: 0,
      index: true,
      admin: { position: 'sidebar', description: 'Lower numbers are listed first.' },
    },
  ],
  hooks: invalidateCatalogue,
}
