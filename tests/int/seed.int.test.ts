import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { verifyPassword } from '@/lib/auth/password'
import { seedDemo } from '@/seed'
import { DEMO_ACCOUNTS } from '@/lib/auth/demoAccounts'
import { DEMO_PASSWORD } from '@/seed/content/accounts'

import { getTestPayload } from '../helpers/payload'

let payload: Payload

const counts = async () => {
  const count = async (collection: 'users' | 'tracks' | 'videos' | 'photos' | 'media') =>
    (await payload.count({ collection, overrideAccess: true })).totalDocs
  return {
    users: await count('users'),
    tracks: await count('tracks'),
    videos: await count('videos'),
    photos: await count('photos'),
    media: await count('media'),
  }
}

beforeAll(async () => {
  payload = await getTestPayload()
  await seedDemo(payload)
}, 180_000)

describe('the demo seed', () => {
  it('creates the demo accounts, catalogue and photos', async () => {
    expect(await counts()).toMatchObject({ users: 3, tracks: 8, videos: 4, photos: 13 })
  })

  it('adds the EP and a single on pre-order a month ahead, its B-side a teaser', async () => {
    const { docs } = await payload.find({
      collection: 'releases',
      depth: 1,
      sort: 'position',
      overrideAccess: true,
    })
    expect(docs.map((release) => [release.slug, release._status])).toEqual([
      ['lenox-after-dark', 'published'],
      ['five-boroughs', 'published'],
    ])
    const single = docs[1]
    const daysAhead = (new Date(single.releaseDate).getTime() - Date.now()) / 86_400_000
    expect(daysAhead).toBeGreaterThan(29)
    expect(daysAhead).toBeLessThanOrEqual(30)
    const titles = (list: typeof single.tracks) =>
      (list ?? []).map((track) => (typeof track === 'object' ? track.title : track))
    expect(titles(single.tracks)).toEqual(['Five Boroughs', 'Roll Call'])
    expect(titles(single.teasers)).toEqual(['Roll Call'])
  })

  it('changes nothing when it runs again', async () => {
    const before = await counts()
    await seedDemo(payload)
    expect(await counts()).toEqual(before)
  })

  it('does not bring back what the team deleted', async () => {
    const { docs } = await payload.find({
      collection: 'tracks',
      where: { title: { equals: 'Bridge & Tunnel Freestyle' } },
      overrideAccess: true,
    })
    await payload.delete({ collection: 'tracks', id: docs[0].id, overrideAccess: true })
    await seedDemo(payload)
    expect((await counts()).tracks).toBe(7)
  })

  it('gives every demo account its role and the documented password, hashed with argon2id', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const { docs } = await payload.find({
        collection: 'users',
        where: { email: { equals: account.email } },
        overrideAccess: true,
        showHiddenFields: true,
      })
      expect(docs[0].role).toBe(account.role)
      expect(docs[0].passwordHash).toMatch(/^\$argon2id\$/)
      expect(await verifyPassword(docs[0].passwordHash!, DEMO_PASSWORD)).toBe(true)
    }
  })

  it('gives every track a synthesised lossless master longer than 90 s and a cover', async () => {
    const { docs } = await payload.find({
      collection: 'tracks',
      depth: 1,
      pagination: false,
      overrideAccess: true,
    })
    for (const track of docs) {
      const [minutes, seconds] = track.duration!.split(':').map(Number)
      expect(minutes * 60 + seconds).toBeGreaterThan(90)
      // A lossless master, as a studio delivers it: every format is made from it.
      expect(track.audio).toMatchObject({ codec: 'pcm_s16le', channels: 1, sampleRate: 22050 })
      expect(track.coverImage).toMatchObject({ mimeType: 'image/jpeg' })
    }
  })

  it('features Steppin Out and fills the biography with its ten sections', async () => {
    const settings = await payload.findGlobal({
      slug: 'site-settings',
      depth: 1,
      overrideAccess: true,
    })
    expect(settings.featuredTrack).toMatchObject({ title: 'Steppin Out', previewStart: 41 })
    expect(Object.values(settings.social ?? {}).filter(Boolean)).toHaveLength(5)

    const biography = await payload.findGlobal({ slug: 'biography', overrideAccess: true })
    const headings = (biography.content.root.children as Array<{ tag?: string }>).filter(
      (node) => node.tag === 'h2',
    )
    expect(headings).toHaveLength(10)
  })
})
