import type { GlobalConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isAdmin } from '@/access/isAdmin'
import { invalidateCatalogueAfterGlobalChange } from '@/hooks/invalidateCatalogue'

const httpsLink = (value: string | null | undefined) => {
  if (!value) return true
  try {
    return new URL(value).protocol === 'https:' || 'Use an https:// link'
  } catch {
    return 'Enter a full link starting with https://'
  }
}

const socialLink = (name: string, label: string) => ({
  name,
  label,
  type: 'text' as const,
  validate: httpsLink,
  admin: { description: 'Leave empty to hide the link.' },
})

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Site settings',
  access: { read: anyone, update: isAdmin },
  admin: {
    group: 'Site',
    description:
      'Names, pictures, links and the featured single. Changes show on the site at once.',
  },
  fields: [
    {
      name: 'artistName',
      label: 'Artist name',
      type: 'text',
      defaultValue: 'KAIRO',
      admin: { description: 'Big on the landing page and in the footer’s © line.' },
    },
    {
      name: 'brand',
      type: 'text',
      defaultValue: 'KAIRO OFFICIAL',
      // Stored for titles, but no page reads it yet: hidden so nobody edits it and sees no change.
      admin: { hidden: true },
    },
    {
      name: 'tagline',
      type: 'text',
      admin: { description: 'The line under the artist’s name on the landing page.' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'heroImage',
          label: 'Hero image',
          type: 'upload',
          relationTo: 'media',
          admin: {
            description:
              'Full-bleed behind the artist’s name on the landing page. Wide (about 16:9, at least 1920 px); its alt text is the media item’s. Empty: type only.',
          },
        },
        {
          name: 'portrait',
          label: 'Portrait',
          type: 'upload',
          relationTo: 'media',
          admin: {
            description:
              'The artist beside the story on the About page. Upright (about 4:5); its alt text is the media item’s. Empty: text only.',
          },
        },
      ],
    },
    {
      name: 'featuredTrack',
      label: 'Featured track',
      type: 'relationship',
      relationTo: 'tracks',
      admin: {
        description:
          'The single on the landing page, with its preview player. Empty: the first track.',
      },
    },
    {
      name: 'contactEmail',
      label: 'Contact e-mail',
      type: 'email',
      defaultValue: 'team@kairo.example',
      admin: {
        description: 'Shown on the Contact page; contact-form messages are also e-mailed here.',
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'footerYear',
          label: 'Footer year',
          type: 'number',
          defaultValue: 2025,
          admin: { description: 'The year in the footer’s © line.' },
        },
        {
          name: 'developerCredit',
          label: 'Developer credit',
          type: 'text',
          defaultValue: 'Site by the KAIRO web team',
          admin: { description: 'Small print at the bottom of the footer. Empty hides it.' },
        },
      ],
    },
    {
      name: 'social',
      label: 'Social links',
      type: 'group',
      admin: {
        description:
          'Full https:// links to the artist’s profiles: one list, shown in this order in the footer and on the Contact page.',
      },
      fields: [
        socialLink('youtube', 'YouTube'),
        socialLink('instagram', 'Instagram'),
        socialLink('spotify', 'Spotify'),
        socialLink('tiktok', 'TikTok'),
        socialLink('facebook', 'Facebook'),
      ],
    },
  ],
  hooks: { afterChange: [invalidateCatalogueAfterGlobalChange] },
}
