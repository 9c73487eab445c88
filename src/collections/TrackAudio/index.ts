import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { invalidateCatalogue } from '@/hooks/invalidateCatalogue'

import { rejectUnreadableAudio } from './hooks/rejectUnreadableAudio'
import { updateTrackDurations } from './hooks/updateTrackDurations'

/** Full track masters. Private: nobody but an admin reads these files directly. */
export const TrackAudio: CollectionConfig = {
  slug: 'track-audio',
  labels: { singular: 'Track master', plural: 'Track masters (private)' },
  access: {
    read: isAdmin,
    create: isAdmin,
    update: isAdmin,
    delete: isAdmin,
  },
  admin: {
    useAsTitle: 'filename',
    defaultColumns: ['filename', 'label', 'filesize', 'updatedAt'],
    group: 'Catalogue',
    description:
      'Full-length MP3 masters, kept private: fans only hear 35-second previews and buyers ' +
      'download through a secure link. Replacing a file here updates the length of every ' +
      'track that uses it.',
  },
  upload: {
    staticDir: process.env.TRACK_AUDIO_DIR || 'track-audio',
    // Previews are cut on MP3 frame boundaries (src/lib/audio/mp3Frames.ts): other formats would
    // upload fine and then have no preview.
    mimeTypes: ['audio/mpeg'],
  },
  fields: [
    {
      name: 'label',
      type: 'text',
      admin: { description: 'Optional note for the team, e.g. “final master, 24-bit”.' },
    },
  ],
  hooks: {
    beforeChange: [rejectUnreadableAudio],
    afterChange: [updateTrackDurations, ...invalidateCatalogue.afterChange],
    afterDelete: invalidateCatalogue.afterDelete,
  },
}
