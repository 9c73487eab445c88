import { type CollectionConfig, slugField } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { isStaff } from '@/access/isStaff'
import { publishedOrStaff } from '@/access/publishedOrStaff'
import { priceTermsFields } from '@/fields/priceTerms'
import { invalidateCatalogue } from '@/hooks/invalidateCatalogue'

import { refuseDeletingSoldReleases } from './hooks/refuseDeletingSoldReleases'
import {
  releaseSlug,
  validateReleaseDate,
  validateReleaseTracks,
  validateTeasers,
} from './validate'

/**
 * An EP, an album or a single: ordered tracks, artwork and one price of its own. Its tracks are
 * still sold one by one; buying the release grants all of them (src/lib/commerce).
 */
export const Releases: CollectionConfig = {
  slug: 'releases',
  access: {
    read: publishedOrStaff,
    readVersions: isStaff,
    create: isAdmin,
    update: isAdmin,
    delete: isAdmin,
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'releaseDate', 'price', '_status'],
    group: 'Catalogue',
    description:
      'EPs, albums and singles, shown above the tracks on the Music page, each with its own ' +
      'page (/releases/…). A release needs at least one published track before it is published.',
  },
  defaultSort: 'position',
  // Drafts are checked too (the tracklist only once it is published): a new release dated in
  // the past is refused however it is saved.
  versions: { drafts: { validate: true } },
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField({ useAsSlug: 'title', slugify: releaseSlug }),
    { name: 'artist', type: 'text', required: true, defaultValue: 'KAIRO' },
    {
      name: 'releaseType',
      label: 'Type',
      type: 'select',
      required: true,
      defaultValue: 'ep',
      options: [
        { label: 'Single', value: 'single' },
        { label: 'EP', value: 'ep' },
        { label: 'Album', value: 'album' },
      ],
    },
    {
      name: 'tracks',
      label: 'Tracklist',
      type: 'relationship',
      relationTo: 'tracks',
      hasMany: true,
      validate: validateReleaseTracks,
      admin: {
        isSortable: true,
        description:
          'In the order they play. Each track is still sold on its own; buying the release ' +
          'gives every track here.',
      },
    },
    {
      name: 'teasers',
      label: 'Available at once (teasers)',
      type: 'relationship',
      relationTo: 'tracks',
      hasMany: true,
      validate: validateTeasers,
      admin: {
        description:
          'Before the release date (a pre-order), buyers can play and download only these ' +
          'tracks; the rest open on the day. Choose from the tracklist.',
      },
    },
    {
      name: 'releaseDate',
      type: 'date',
      required: true,
      defaultValue: () => new Date().toISOString(),
      validate: validateReleaseDate,
      admin: {
        date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMMM yyyy' },
        description: 'The day it comes out. A new release cannot be dated in the past.',
      },
    },
    ...priceTermsFields('release'),
    {
      name: 'coverImage',
      label: 'Cover image',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'Square artwork, at least 1200 × 1200 pixels, with no text on it.' },
    },
    { name: 'description', type: 'textarea' },
    {
      name: 'credits',
      type: 'textarea',
      admin: { description: 'One per line, e.g. “Mixed by …”.' },
    },
    {
      name: 'openedAt',
      label: 'Opened',
      type: 'date',
      // Set once, by the job that opens a pre-order on its day and tells its buyers.
      access: { create: () => false, update: () => false },
      admin: {
        position: 'sidebar',
        readOnly: true,
        date: { pickerAppearance: 'dayAndTime' },
        description: 'When the release opened and its pre-order buyers were e-mailed.',
        condition: (data) => Boolean(data?.openedAt),
      },
    },
    {
      name: 'position',
      type: 'number',
      defaultValue: 0,
      index: true,
      admin: { position: 'sidebar', description: 'Order on the Music page: lower comes first.' },
    },
  ],
  hooks: {
    // A release saved without a slug (through the API) gets one from its title, as in the CMS.
    beforeValidate: [
      ({ data }) => {
        if (data && !data.slug && typeof data.title === 'string') {
          data.slug = releaseSlug({ valueToSlugify: data.title })
        }
        return data
      },
    ],
    beforeDelete: [refuseDeletingSoldReleases],
    afterChange: invalidateCatalogue.afterChange,
    afterDelete: invalidateCatalogue.afterDelete,
  },
}
