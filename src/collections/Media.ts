import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isAdmin } from '@/access/isAdmin'
import { invalidateCatalogue } from '@/hooks/invalidateCatalogue'
import { queueFilesOfTracksUsing } from '@/lib/audio/renditions/jobs'
import { mediaDir } from '@/lib/storage/areas'

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: 'Image', plural: 'Images' },
  access: {
    read: anyone,
    create: isAdmin,
    update: isAdmin,
    delete: isAdmin,
  },
  admin: {
    useAsTitle: 'alt',
    defaultColumns: ['filename', 'alt', 'width', 'height', 'updatedAt'],
    group: 'Catalogue',
    description:
      'Every picture on the site: covers, video thumbnails, gallery photos. Thumbnail, card and ' +
      'full-screen sizes are made on upload; drag the focal point to choose what stays in a crop.',
  },
  upload: {
    staticDir: mediaDir(),
    mimeTypes: ['image/*'],
    imageSizes: [
      { name: 'thumbnail', width: 400, height: 300, position: 'centre' },
      { name: 'card', width: 768, height: undefined },
      { name: 'full', width: 1920, height: undefined, withoutEnlargement: true },
    ],
    adminThumbnail: 'thumbnail',
    focalPoint: true,
  },
  fields: [
    {
      name: 'alt',
      label: 'Description (alt text)',
      type: 'text',
      required: true,
      admin: {
        description: 'What the picture shows, for screen readers and search engines.',
      },
    },
  ],
  hooks: {
    afterChange: [
      // A replaced cover is embedded anew in the audio files of the tracks that show it.
      async ({ doc, operation, req }) => {
        if (operation === 'update' && req.file) {
          await queueFilesOfTracksUsing(req, 'coverImage', doc.id)
        }
        return doc
      },
      ...invalidateCatalogue.afterChange,
    ],
    afterDelete: invalidateCatalogue.afterDelete,
  },
}
