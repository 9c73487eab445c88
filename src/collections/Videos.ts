import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { publishedOrStaff } from '@/access/publishedOrStaff'
import { isStaff } from '@/access/isStaff'
import { signedInOrOpenVideo } from '@/access/signedInOrOpenVideo'
import { videoLink } from '@/fields/videoLink'
import { invalidateCatalogue } from '@/hooks/invalidateCatalogue'

export const Videos: CollectionConfig = {
  slug: 'videos',
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
    defaultColumns: ['title', 'videoUrl', 'memberOnly', 'isPromo', 'position', '_status'],
    group: 'Catalogue',
    description: 'The Video Vault. Drafts stay hidden until published.',
  },
  defaultSort: 'position',
  versions: { drafts: true },
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'description', type: 'textarea' },
    videoLink({
      name: 'videoUrl',
      label: 'Video link',
      access: { read: signedInOrOpenVideo },
      admin: {
        description:
          'A YouTube link (watch, Shorts, youtu.be or embed link) or an https:// link to a video ' +
          'file (.mp4, .webm, .mov). YouTube videos play on the site; files open in a new tab.',
      },
    }),
    {
      name: 'thumbnail',
      type: 'upload',
      relationTo: 'media',
      admin: {
        description: 'Optional: without it, YouTube videos show YouTube’s own preview image.',
      },
    },
    {
      name: 'memberOnly',
      label: 'Members only',
      type: 'checkbox',
      defaultValue: true,
      admin: {
        description:
          'Shows the “Members” badge; the landing page features these as “Requires Login”.',
      },
    },
    {
      name: 'isPromo',
      label: 'Promo',
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
      admin: { position: 'sidebar', description: 'Order in the Video Vault: lower comes first.' },
    },
  ],
  hooks: invalidateCatalogue,
}
