import type { GlobalConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isAdmin } from '@/access/isAdmin'
import { invalidateCatalogueAfterGlobalChange } from '@/hooks/invalidateCatalogue'

/** The About page: the artist's story, edited by the team in the CMS. */
export const Biography: GlobalConfig = {
  slug: 'biography',
  access: { read: anyone, update: isAdmin },
  admin: { group: 'Site' },
  fields: [
    { name: 'headline', type: 'text', defaultValue: 'ABOUT' },
    { name: 'intro', type: 'textarea' },
    {
      name: 'content',
      type: 'richText',
      required: true,
      admin: {
        description: 'One Heading 2 per section; the Artist Philosophy goes in a quote block.',
      },
    },
    {
      name: 'membersNote',
      type: 'text',
      defaultValue: 'Exclusive content is for members.',
    },
  ],
  hooks: { afterChange: [invalidateCatalogueAfterGlobalChange] },
}
