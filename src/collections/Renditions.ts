import type { CollectionConfig } from 'payload'

import { isStaff } from '@/access/isStaff'
import { nobody } from '@/access/nobody'
import { FORMAT_IDS } from '@/lib/audio/ffmpeg/formats'
import { RENDITION_STATES } from '@/lib/audio/renditions/states'

/**
 * One file made from a track's master: a format, for one master (its SHA-256) and one set of
 * tags and artwork (their hash). The key joins the three, so a change of tags makes new files
 * and an unchanged master is never transcoded twice. Written only by the renditions job
 * (src/lib/audio/renditions, in SQL so two builders cannot claim the same file); read-only
 * through every API, and shown to the team on each track's sidebar.
 */
export const Renditions: CollectionConfig = {
  slug: 'renditions',
  labels: { singular: 'Audio file', plural: 'Audio files' },
  access: {
    read: isStaff,
    create: nobody,
    update: nobody,
    delete: nobody,
  },
  admin: {
    hidden: true,
    useAsTitle: 'key',
    defaultColumns: ['track', 'format', 'state', 'size', 'builtAt'],
  },
  defaultSort: '-createdAt',
  fields: [
    { name: 'key', type: 'text', required: true, unique: true },
    // Not required: a deleted track leaves its rows without one (set null), for the sweep to drop.
    { name: 'track', type: 'relationship', relationTo: 'tracks', index: true },
    {
      name: 'format',
      type: 'select',
      required: true,
      options: FORMAT_IDS.map((value) => ({ label: value, value })),
    },
    { name: 'masterHash', type: 'text', required: true },
    { name: 'tagsHash', type: 'text', required: true },
    {
      name: 'state',
      type: 'select',
      required: true,
      defaultValue: 'queued',
      index: true,
      options: RENDITION_STATES.map((value) => ({ label: value, value })),
    },
    { name: 'reason', type: 'text' },
    { name: 'filename', type: 'text' },
    { name: 'size', type: 'number' },
    { name: 'attempts', type: 'number', required: true, defaultValue: 0 },
    { name: 'startedAt', type: 'date' },
    { name: 'builtAt', type: 'date' },
  ],
}
