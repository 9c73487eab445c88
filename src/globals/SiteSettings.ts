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

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  access: { read: anyone, update: isAdmin },
  admin: { group: 'Site' },
  fields: [
    { name: 'artistName', type: 'text', defaultValue: 'KAIRO' },
    {
      name: 'brand',
      type: 'text',
      defaultValue: 'KAIRO OFFICIAL',
      admin: { description: 'Used in titles and the welcome message after registration.' },
    },
    { name: 'tagline', type: 'text' },
    { name: 'featuredTrack', type: 'relationship', relationTo: 'tracks' },
    { name: 'contactEmail', type: 'email', defaultValue: 'team@kairo.example' },
    { name: 'footerYear', type: 'number', defaultValue: 2025 },
    { name: 'developerCredit', type: 'text', defaultValue: 'Site by the KAIRO web team' },
    {
      name: 'social',
      type: 'group',
      fields: [
        { name: 'youtube', type: 'text', validate: httpsLink },
        { name: 'instagram', type: 'text', validate: httpsLink },
        { name: 'spotify', type: 'text', validate: httpsLink },
        { name: 'tiktok', type: 'text', validate: httpsLink },
        { name: 'facebook', type: 'text', validate: httpsLink },
      ],
    },
  ],
  hooks: { afterChange: [invalidateCatalogueAfterGlobalChange] },
}
