import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'

import type { Role } from '@/access/roles'
import type { Track, TrackAudio, User } from '@/payload-types'
import { synthesizeTrack } from '@/seed/assets/audio'

const unique = () => randomBytes(4).toString('hex')

export type TestUser = User & { collection: 'users' }

/** A user as access functions receive it (`req.user`). */
export const createUser = async (
  payload: Payload,
  role: Role,
  overrides: Partial<User> = {},
): Promise<TestUser> => {
  const user = await payload.create({
    collection: 'users',
    data: {
      email: `${role}-${unique()}@example.test`,
      role,
      accountStatus: 'active',
      firstName: role,
      passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo',
      mfaSecret: 'ENCRYPTED-SECRET',
      mfaBackupCodes: ['hashed-code'],
      emailVerificationToken: 'verify-token-hash',
      passwordResetToken: 'reset-token-hash',
      ...overrides,
    },
    overrideAccess: true,
  })
  return { ...user, collection: 'users' }
}

export const createTrack = async (
  payload: Payload,
  data: Partial<Track> & { status?: 'draft' | 'published' } = {},
): Promise<Track> => {
  const { status = 'published', ...fields } = data
  return payload.create({
    collection: 'tracks',
    data: {
      title: `Track ${unique()}`,
      artist: 'KAIRO',
      price: 1.99,
      ...fields,
      _status: status,
    },
    draft: status === 'draft',
    overrideAccess: true,
  })
}

/** A 36-second synthesised MP3 master, uploaded as the CMS would (probed, stored). */
export const createMp3Master = async (payload: Payload, seed = 1): Promise<TrackAudio> => {
  const mp3 = synthesizeTrack({ seed, bpm: 90, rootHz: 55, seconds: 36 })
  return payload.create({
    collection: 'track-audio',
    data: { label: 'master' },
    file: { data: mp3, mimetype: 'audio/mpeg', name: 'master.mp3', size: mp3.length },
    overrideAccess: true,
  })
}
