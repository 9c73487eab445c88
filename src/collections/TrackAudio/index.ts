import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'

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
    group: 'Catalogue',
  },
  upload: {
    staticDir: process.env.TRACK_AUDIO_DIR || 'track-audio',
    mimeTypes: ['audio/mpeg', 'audio/mp4', 'audio/wav', 'audio/x-wav', 'audio/flac', 'audio/ogg'],
  },
  fields: [{ name: 'label', type: 'text' }],
}
