import type { GlobalConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isAdmin } from '@/access/isAdmin'
import { invalidateCatalogueAfterGlobalChange } from '@/hooks/invalidateCatalogue'

/** The About page: the artist's story, edited by the team in the CMS. */
export const Biography: GlobalConfig = {
  slug: 'biography',
  label: 'Biography',
  access: { read: anyone, update: isAdmin },
  admin: {
    group: 'Site',
    description: 'The About page, and the short intro on the landing page.',
  },
  fields: [
    {
      name: 'headline',
      type: 'text',
      defaultValue: 'ABOUT',
      admin: { description: 'The big title of the About page.' },
    },
    {
      name: 'intro',
      type: 'textarea',
      admin: {
        description: 'One or two sentences under the title, also used on the landing page.',
      },
    },
    {
      name: 'content',
      label: 'Story',
      type: 'richText',
      required: true,
      admin: {
        description:
          'Start each section (Origins & Foundation, Early Life, …) with a Heading 2; put the ' +
          'Artist Philosophy in a quote block.',
      },
    },
    {
      name: 'membersNote',
      label: 'Members note',
      type: 'text',
      defaultValue: 'Exclusive content is for members.',
      admin: { description: 'Closing line on the About and landing pages.' },
    },
  ],
  hooks: { afterChange: [invalidateCatalogueAfterGlobalChange] },
}
