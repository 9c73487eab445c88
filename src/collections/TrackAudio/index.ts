import type { CollectionConfig, Field } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { invalidateCatalogue } from '@/hooks/invalidateCatalogue'
import { trackAudioDir } from '@/lib/storage/areas'

import { probeMaster } from './hooks/probeMaster'
import { rebuildTrackFiles } from './hooks/rebuildTrackFiles'
import { updateTrackDurations } from './hooks/updateTrackDurations'

const fact = (name: string, type: 'text' | 'number', label: string): Field =>
  type === 'text'
    ? { name, label, type, admin: { readOnly: true, position: 'sidebar' } }
    : { name, label, type, admin: { readOnly: true, position: 'sidebar' } }

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
      'Full-length masters (WAV, FLAC or AIFF; an MP3 is sold as MP3 only), kept private: fans ' +
      'hear 35-second previews and buyers download the format they choose, made from here. ' +
      'Replacing a file remakes the files and the length of every track that uses it.',
  },
  upload: {
    staticDir: trackAudioDir(),
    // No MIME filter: a master is judged by probing its bytes (hooks/probeMaster.ts), which
    // gives the team a reason; a browser's or Payload's guess of the type would not.
  },
  fields: [
    {
      name: 'label',
      type: 'text',
      admin: { description: 'Optional note for the team, e.g. “final master, 24-bit”.' },
    },
    // Read from the file on upload (hooks/probeMaster.ts), never typed in.
    fact('codec', 'text', 'Codec'),
    fact('sampleRate', 'number', 'Sample rate (Hz)'),
    fact('bitDepth', 'number', 'Bit depth'),
    fact('channels', 'number', 'Channels'),
    fact('durationSeconds', 'number', 'Length (seconds)'),
    fact('sha256', 'text', 'SHA-256'),
  ],
  hooks: {
    beforeChange: [probeMaster],
    afterChange: [updateTrackDurations, rebuildTrackFiles, ...invalidateCatalogue.afterChange],
    afterDelete: invalidateCatalogue.afterDelete,
  },
}
