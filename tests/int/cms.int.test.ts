import type { CollectionSlug, Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { cached } from '@/lib/cache/memo'
import type { Contact, Track } from '@/payload-types'
import { synthesizeTrack } from '@/seed/assets/audio'

import { allowed } from '../helpers/access'
import { createTrack, createUser, type TestUser } from '../helpers/fixtures'
import { getTestPayload } from '../helpers/payload'

let payload: Payload
let admin: TestUser
let viewer: TestUser

const mp3 = (seconds: number, seed = 1) => synthesizeTrack({ seed, bpm: 92, rootHz: 55, seconds })

const mp3File = (seconds: number, name = `master-${seconds}s.mp3`) => {
  const data = mp3(seconds)
  return { data, mimetype: 'audio/mpeg', name, size: data.length }
}

/** Uploads a master the way the CMS does: as the admin, with access enforced. */
const uploadMaster = (seconds: number) =>
  payload.create({
    collection: 'track-audio',
    data: { label: `${seconds} s` },
    file: mp3File(seconds),
    user: admin,
    overrideAccess: false,
  })

const story = (text: string) => ({
  root: {
    type: 'root',
    version: 1,
    direction: 'ltr' as const,
    format: '' as const,
    indent: 0,
    children: [
      {
        type: 'paragraph',
        version: 1,
        direction: 'ltr' as const,
        format: '' as const,
        indent: 0,
        children: [{ type: 'text', version: 1, text }],
      },
    ],
  },
})

const tinyPng = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#222' } })
    .png()
    .toBuffer()

/** The reason a call was refused: 403 (access), 400 (validation), or 'ok' when it went through. */
const outcome = async (call: () => Promise<unknown>): Promise<'ok' | number> => {
  try {
    await call()
    return 'ok'
  } catch (error) {
    const status = (error as { status?: number }).status
    if (typeof status === 'number') return status
    throw error
  }
}

beforeAll(async () => {
  payload = await getTestPayload()
  admin = await createUser(payload, 'admin')
  viewer = await createUser(payload, 'viewer')
})

describe('a track’s duration', () => {
  it('is read from the audio file uploaded for it, whatever duration was sent', async () => {
    const master = await uploadMaster(65)
    const track = await payload.create({
      collection: 'tracks',
      data: {
        title: 'Measured',
        artist: 'KAIRO',
        price: 1.99,
        audio: master.id,
        duration: '9:59',
        _status: 'published',
      },
      user: admin,
      overrideAccess: false,
    })
    expect(track.duration).toBe('1:05')
  })

  it('follows the audio when another file is chosen, and stays put on other edits', async () => {
    const track = await payload.create({
      collection: 'tracks',
      data: { title: 'Re-recorded', artist: 'KAIRO', price: 0, audio: (await uploadMaster(42)).id },
      user: admin,
      overrideAccess: false,
    })
    expect(track.duration).toBe('0:42')
    const longer = await uploadMaster(53)
    const swapped = await payload.update({
      collection: 'tracks',
      id: track.id,
      data: { audio: longer.id },
      user: admin,
      overrideAccess: false,
    })
    expect(swapped.duration).toBe('0:53')
    const renamed = await payload.update({
      collection: 'tracks',
      id: track.id,
      data: { title: 'Re-recorded (Remix)' },
      user: admin,
      overrideAccess: false,
    })
    expect(renamed.duration).toBe('0:53')
  })

  it('is updated on every track using a master whose file is replaced', async () => {
    const master = await uploadMaster(38)
    const track = await createTrack(payload, { audio: master.id })
    expect(track.duration).toBe('0:38')
    await payload.update({
      collection: 'track-audio',
      id: master.id,
      data: {},
      file: mp3File(44, 'master-replaced.mp3'),
      user: admin,
      overrideAccess: false,
    })
    const after = await payload.findByID({ collection: 'tracks', id: track.id, depth: 0 })
    expect(after.duration).toBe('0:44')
    expect(after._status).toBe('published')
  })

  it('refuses a master that is not MP3 audio', async () => {
    const data = Buffer.from('ID3 this is not audio at all '.repeat(200))
    const upload = () =>
      payload.create({
        collection: 'track-audio',
        data: { label: 'broken' },
        file: { data, mimetype: 'audio/mpeg', name: 'broken.mp3', size: data.length },
        user: admin,
        overrideAccess: false,
      })
    expect(await outcome(upload)).toBe(400)
    const wav = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(40)])
    const wavUpload = () =>
      payload.create({
        collection: 'track-audio',
        data: { label: 'wav' },
        file: { data: wav, mimetype: 'audio/wav', name: 'master.wav', size: wav.length },
        user: admin,
        overrideAccess: false,
      })
    expect(await outcome(wavUpload)).toBe(400)
  })
})

describe('deleting a track', () => {
  it('is refused once someone bought it (unpublishing takes it off the site instead)', async () => {
    const sold = await createTrack(payload)
    await payload.create({
      collection: 'purchases',
      data: { user: admin.id, track: sold.id, amount: 1.99, status: 'completed' },
    })
    const as = { user: admin, overrideAccess: false } as const
    expect(await outcome(() => payload.delete({ collection: 'tracks', id: sold.id, ...as }))).toBe(
      409,
    )
    const unpublished = await payload.update({
      collection: 'tracks',
      id: sold.id,
      data: { _status: 'draft' },
      ...as,
    })
    expect(unpublished._status).toBe('draft')

    const unsold = await createTrack(payload)
    expect(
      await outcome(() => payload.delete({ collection: 'tracks', id: unsold.id, ...as })),
    ).toBe('ok')
  })
})

describe('video links', () => {
  const saveVideo = (videoUrl: string) =>
    payload.create({
      collection: 'videos',
      data: { title: 'Clip', videoUrl, _status: 'published' },
      user: admin,
      overrideAccess: false,
    })

  it.each([
    'not a link',
    'http://www.youtube.com/watch?v=Kx7dM2pQw4E',
    'https://vimeo.com/123456',
    'https://www.youtube.com/channel/UCabcdefghijk',
    'https://www.youtube.com/watch?v=short',
    'https://example.com/page.html',
  ])('refuses %s', async (videoUrl) => {
    expect(await outcome(() => saveVideo(videoUrl))).toBe(400)
  })

  it.each([
    ['https://www.youtube.com/watch?v=Kx7dM2pQw4E', 'https://www.youtube.com/watch?v=Kx7dM2pQw4E'],
    ['https://youtu.be/Lb9wR5eVz1M', 'https://youtu.be/Lb9wR5eVz1M'],
    ['https://www.youtube.com/shorts/Ub3nH8sLt2Q', 'https://www.youtube.com/watch?v=Ub3nH8sLt2Q'],
    [
      'https://www.youtube.com/embed/Bp4yT6nGk8D?rel=0',
      'https://www.youtube.com/watch?v=Bp4yT6nGk8D',
    ],
    ['https://cdn.example.com/videos/live-set.mp4', 'https://cdn.example.com/videos/live-set.mp4'],
  ])('accepts %s and stores %s', async (videoUrl, stored) => {
    const video = await saveVideo(videoUrl)
    expect(video.videoUrl).toBe(stored)
  })
})

describe('the contacts inbox', () => {
  let contact: Contact

  beforeAll(async () => {
    // As POST /api/contacts stores a message: server code, access skipped.
    contact = await payload.create({
      collection: 'contacts',
      data: {
        fullName: 'A Fan',
        email: 'fan@example.test',
        message: 'Book KAIRO for our festival',
      },
      overrideAccess: true,
    })
  })

  const setStatus = (user: TestUser, status: Contact['status']) =>
    payload.update({
      collection: 'contacts',
      id: contact.id,
      data: { status },
      user,
      overrideAccess: false,
    })

  it('starts new, and an admin moves it to read, replied and archived', async () => {
    expect(contact.status).toBe('new')
    for (const status of ['read', 'replied', 'archived'] as const) {
      expect((await setStatus(admin, status)).status).toBe(status)
    }
  })

  it('lets a viewer read it but not change its status', async () => {
    const seen = await payload.findByID({
      collection: 'contacts',
      id: contact.id,
      user: viewer,
      overrideAccess: false,
    })
    expect(seen.message).toBe('Book KAIRO for our festival')
    expect(await allowed(() => setStatus(viewer, 'new'))).toBe(false)
  })

  it('keeps the message as it arrived, even when an admin edits it', async () => {
    await payload.update({
      collection: 'contacts',
      id: contact.id,
      data: { fullName: 'Someone Else', email: 'else@example.test', message: 'Rewritten' },
      user: admin,
      overrideAccess: false,
    })
    const after = await payload.findByID({ collection: 'contacts', id: contact.id })
    expect(after).toMatchObject({
      fullName: 'A Fan',
      email: 'fan@example.test',
      message: 'Book KAIRO for our festival',
    })
  })

  it('takes no messages through the CMS API: they come from the contact form', async () => {
    const create = () =>
      payload.create({
        collection: 'contacts',
        data: { fullName: 'Forged', email: 'forged@example.test' },
        user: admin,
        overrideAccess: false,
      })
    expect(await allowed(create)).toBe(false)
  })
})

describe('records written only by the server', () => {
  let track: Track
  const ids: Partial<Record<CollectionSlug, string>> = {}
  const readOnly = [
    'purchases',
    'user-file-permissions',
    'stripe-events',
    'mail-outbox',
    'audit-logs',
    'user-sessions',
  ] as const
  const forged: Record<(typeof readOnly)[number], Record<string, unknown>> = {
    purchases: { amount: 0, status: 'completed' },
    'user-file-permissions': { fileUrl: '/forged', isActive: true },
    'stripe-events': { eventId: 'evt_forged', type: 'charge.refunded' },
    'mail-outbox': { kind: 'receipt', status: 'sent', dedupeKey: 'forged' },
    'audit-logs': { eventType: 'forged', action: 'forged' },
    'user-sessions': { sessionToken: 'forged', expiresAt: new Date().toISOString() },
  }

  beforeAll(async () => {
    track = await createTrack(payload)
    const purchase = await payload.create({
      collection: 'purchases',
      data: { user: admin.id, track: track.id, amount: 1.99, status: 'completed' },
    })
    ids.purchases = purchase.id
    ids['user-file-permissions'] = (
      await payload.create({
        collection: 'user-file-permissions',
        data: { user: admin.id, track: track.id, purchase: purchase.id, fileUrl: '/x' },
      })
    ).id
    ids['stripe-events'] = (
      await payload.create({
        collection: 'stripe-events',
        data: { eventId: 'evt_1', type: 'payment_intent.succeeded' },
      })
    ).id
    ids['mail-outbox'] = (
      await payload.create({
        collection: 'mail-outbox',
        data: {
          kind: 'receipt',
          user: admin.id,
          purchase: purchase.id,
          dedupeKey: 'cms-test',
          status: 'pending',
          attempts: 0,
          nextAttemptAt: new Date().toISOString(),
        },
      })
    ).id
    ids['audit-logs'] = (
      await payload.create({ collection: 'audit-logs', data: { eventType: 'test', action: 'x' } })
    ).id
    ids['user-sessions'] = (
      await payload.create({
        collection: 'user-sessions',
        data: {
          user: admin.id,
          sessionToken: 'hash',
          expiresAt: new Date(Date.now() + 60_000).toISOString(),
        },
      })
    ).id
  })

  it.each(readOnly)(
    '%s: not even an admin creates, edits or deletes through the API',
    async (slug) => {
      const collection = slug as 'audit-logs'
      const data = { ...forged[slug], user: admin.id, track: track.id } as never
      const id = ids[slug]!
      const as = { user: admin, overrideAccess: false } as const
      expect(await allowed(() => payload.create({ collection, data, ...as }))).toBe(false)
      expect(await allowed(() => payload.update({ collection, id, data, ...as }))).toBe(false)
      expect(await allowed(() => payload.delete({ collection, id, ...as }))).toBe(false)
      // Staff still read them.
      for (const user of [admin, viewer]) {
        expect(
          await allowed(() => payload.findByID({ collection, id, user, overrideAccess: false })),
        ).toBe(true)
      }
    },
  )
})

describe('a viewer', () => {
  let track: Track

  beforeAll(async () => {
    track = await createTrack(payload)
  })

  const as = () => ({ user: viewer, overrideAccess: false }) as const

  it('creates no content of any kind', async () => {
    const png = await tinyPng()
    const attempts = [
      () =>
        payload.create({
          collection: 'tracks',
          data: { title: 'T', artist: 'A', price: 0 },
          ...as(),
        }),
      () =>
        payload.create({
          collection: 'videos',
          data: { title: 'V', videoUrl: 'https://youtu.be/Lb9wR5eVz1M' },
          ...as(),
        }),
      () =>
        payload.create({
          collection: 'media',
          data: { alt: 'x' },
          file: { data: png, mimetype: 'image/png', name: 'x.png', size: png.length },
          ...as(),
        }),
      () => payload.create({ collection: 'track-audio', data: {}, file: mp3File(36), ...as() }),
      () =>
        payload.create({
          collection: 'users',
          data: { email: 'new@example.test', role: 'admin', accountStatus: 'active' },
          ...as(),
        }),
    ]
    for (const attempt of attempts) expect(await allowed(attempt)).toBe(false)
  })

  it('updates and deletes nothing, its own account and the globals included', async () => {
    const attempts = [
      () =>
        payload.update({ collection: 'tracks', id: track.id, data: { title: 'Changed' }, ...as() }),
      () =>
        payload.update({
          collection: 'tracks',
          id: track.id,
          data: { _status: 'draft' },
          draft: true,
          ...as(),
        }),
      () => payload.delete({ collection: 'tracks', id: track.id, ...as() }),
      () =>
        payload.update({ collection: 'users', id: viewer.id, data: { firstName: 'Me' }, ...as() }),
      () => payload.updateGlobal({ slug: 'biography', data: { headline: 'Hacked' }, ...as() }),
      () => payload.updateGlobal({ slug: 'site-settings', data: { tagline: 'Hacked' }, ...as() }),
    ]
    for (const attempt of attempts) expect(await allowed(attempt)).toBe(false)
    const after = await payload.findByID({ collection: 'tracks', id: track.id, draft: true })
    expect(after.title).toBe(track.title)
  })
})

describe('the public catalogue memo', () => {
  /** Whether a change cleared the memo: a value memoised before it is gone after it. */
  const clears = async (change: () => Promise<unknown>) => {
    const key = `probe-${Math.random()}`
    await cached(key, async () => 'before')
    await change()
    return (await cached(key, async () => 'after')) === 'after'
  }

  it('is cleared by edits to every kind of content the site shows', async () => {
    const track = await createTrack(payload)
    const png = await tinyPng()
    const changes: Array<[string, () => Promise<unknown>]> = [
      [
        'tracks',
        () => payload.update({ collection: 'tracks', id: track.id, data: { price: 2.5 } }),
      ],
      [
        'videos',
        () =>
          payload.create({
            collection: 'videos',
            data: { title: 'New', videoUrl: 'https://youtu.be/Lb9wR5eVz1M', _status: 'published' },
          }),
      ],
      [
        'media',
        () =>
          payload.create({
            collection: 'media',
            data: { alt: 'Cover' },
            file: { data: png, mimetype: 'image/png', name: 'cover.png', size: png.length },
          }),
      ],
      ['track-audio', () => uploadMaster(37)],
      [
        'biography',
        () =>
          payload.updateGlobal({
            slug: 'biography',
            data: { headline: 'STORY', content: story('Born in the Bronx.') },
          }),
      ],
      [
        'site-settings',
        () => payload.updateGlobal({ slug: 'site-settings', data: { tagline: 'New album' } }),
      ],
    ]
    for (const [name, change] of changes) expect([name, await clears(change)]).toEqual([name, true])

    const image = (await payload.find({ collection: 'media', limit: 1 })).docs[0]
    expect(
      await clears(() =>
        payload.create({
          collection: 'photos',
          data: { title: 'Shot', image: image.id, _status: 'published' },
        }),
      ),
    ).toBe(true)
  })
})
