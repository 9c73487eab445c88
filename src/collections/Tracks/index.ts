import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { publishedOrStaff } from '@/access/publishedOrStaff'
import { isStaff } from '@/access/isStaff'
import { priceTermsFields } from '@/fields/priceTerms'
import { invalidateCatalogue } from '@/hooks/invalidateCatalogue'
import { PREVIEW_SECONDS } from '@/lib/catalogue/preview'
import { ISRC_PATTERN } from '@/lib/audio/renditions/trackTags'

import { trackFiles } from './endpoints/files'
import { queueTrackFiles } from './hooks/queueTrackFiles'
import { refuseDeletingSoldTracks } from './hooks/refuseDeletingSoldTracks'
import { setDurationFromAudio } from './hooks/setDurationFromAudio'

export const Tracks: CollectionConfig = {
  slug: 'tracks',
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
    // Few columns, so the list fits a phone without scrolling sideways (custom.scss).
    defaultColumns: ['title', 'price', '_status', 'updatedAt'],
    group: 'Catalogue',
    description:
      'The Music page. “Save Draft” prepares a release without showing it; “Publish changes” ' +
      'puts it on the site at once; “Unpublish” (in the ⋮ menu) takes it off again.',
  },
  defaultSort: 'position',
  endpoints: [trackFiles],
  versions: { drafts: true },
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'artist', type: 'text', required: true },
    ...priceTermsFields('track'),
    { name: 'description', type: 'textarea' },
    {
      name: 'lyrics',
      type: 'textarea',
      admin: { description: 'Shown under the track on the Music page and written into its files.' },
    },
    {
      name: 'credits',
      type: 'textarea',
      admin: {
        description: 'One per line, e.g. “Produced by …”. Shown with the lyrics and in the files.',
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'isrc',
          label: 'ISRC',
          type: 'text',
          validate: (value: string | null | undefined) =>
            !value ||
            ISRC_PATTERN.test(value) ||
            'Use the 12 characters of the code, e.g. USRC17607839',
          admin: { width: '50%', description: 'The recording’s code, written into its files.' },
        },
        {
          name: 'genre',
          type: 'text',
          defaultValue: 'Hip-Hop',
          admin: { width: '50%' },
        },
      ],
    },
    {
      name: 'coverImage',
      label: 'Cover image',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'Square artwork, at least 1200 × 1200 pixels.' },
    },
    {
      name: 'audio',
      label: 'Audio (full master)',
      type: 'upload',
      relationTo: 'track-audio',
      admin: {
        description:
          'The full master: WAV, FLAC or AIFF (an MP3 is accepted, and then sold as MP3 only). ' +
          'It stays private: fans hear the preview, buyers download the format they choose.',
      },
      access: { read: isAdmin },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'duration',
          type: 'text',
          defaultValue: '0:45',
          validate: (value: string | null | undefined) =>
            !value || /^\d{1,3}:[0-5]\d$/.test(value) || 'Use minutes:seconds, e.g. 3:25',
          admin: {
            readOnly: true,
            width: '50%',
            description: 'Read from the audio file when it is uploaded or replaced.',
          },
        },
        {
          name: 'previewStart',
          label: 'Preview start (second)',
          type: 'number',
          defaultValue: 0,
          min: 0,
          admin: {
            step: 1,
            width: '50%',
            description:
              `The ${PREVIEW_SECONDS}-second preview window starts here, e.g. 41 plays ` +
              `0:41–1:16. Keep it at least ${PREVIEW_SECONDS} seconds before the end.`,
          },
        },
      ],
    },
    {
      name: 'position',
      type: 'number',
      defaultValue: 0,
      index: true,
      admin: { position: 'sidebar', description: 'Order on the Music page: lower comes first.' },
    },
    {
      name: 'files',
      type: 'ui',
      admin: {
        position: 'sidebar',
        components: { Field: '@/components/Cms/TrackFiles/TrackFiles#TrackFiles' },
      },
    },
  ],
  hooks: {
    beforeChange: [setDurationFromAudio],
    beforeDelete: [refuseDeletingSoldTracks],
    afterChange: [queueTrackFiles, ...invalidateCatalogue.afterChange],
    afterDelete: invalidateCatalogue.afterDelete,
  },
}
