import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as previewRoute } from '@/app/(site)/api/tracks/[id]/preview/route'
import { GET as streamRoute } from '@/app/(site)/api/tracks/[id]/stream/route'
import { PREVIEW_SECONDS } from '@/lib/catalogue/preview'
import { SESSION_COOKIE } from '@/lib/auth/constants'
import { completeIntent } from '@/lib/commerce/ledger'
import { inTransaction } from '@/lib/db/sql'
import { createSession } from '@/lib/auth/sessions'
import type { Track } from '@/payload-types'
import { synthesizeTrack } from '@/seed/assets/audio'

import { createTrack, createUser } from '../helpers/fixtures'
import { durationOf, readMp3 } from '../helpers/mp3'
import { getTestPayload } from '../helpers/payload'

let payload: Payload
let steppin: Track
let master: Buffer
/** One MPEG-2 Layer III frame at 22.05 kHz. */
const FRAME_SECONDS = 576 / 22050

const stream = (id: string, headers: Record<string, string> = {}) =>
  streamRoute(new Request(`http://test/api/tracks/${id}/stream`, { headers }), {
    params: Promise.resolve({ id }),
  })

const signedInAs = async (role: 'user' | 'premium') => {
  const user = await createUser(payload, role)
  const { token } = await createSession(payload, user)
  return { user, cookie: `${SESSION_COOKIE}=${token}` }
}

const preview = (id: string, headers: Record<string, string> = {}) =>
  previewRoute(new Request(`http://test/api/tracks/${id}/preview`, { headers }), {
    params: Promise.resolve({ id }),
  })

/** Where in the master a clip starts, in seconds: the whole frames that come before its bytes. */
const startOf = (clip: Buffer): number => {
  const offset = master.indexOf(clip.subarray(0, 256))
  expect(offset).toBeGreaterThan(0)
  return durationOf(readMp3(master.subarray(0, offset)))
}

beforeAll(async () => {
  payload = await getTestPayload()
  master = synthesizeTrack({ seed: 7, bpm: 94, rootHz: 55, seconds: 100 })
  const audio = await payload.create({
    collection: 'track-audio',
    data: { label: 'Steppin Out master' },
    file: { data: master, mimetype: 'audio/mpeg', name: 'steppin.mp3', size: master.length },
    overrideAccess: true,
  })
  steppin = await createTrack(payload, {
    title: 'Steppin Out',
    price: 1.99,
    previewStart: 41,
    audio: audio.id,
  })
})

describe('GET /api/tracks/{id}/preview', () => {
  it('serves at most the 35-second window of a paid track, from its preview start', async () => {
    const response = await preview(steppin.id)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('audio/mpeg')
    const clip = Buffer.from(await response.arrayBuffer())
    const seconds = durationOf(readMp3(clip))
    expect(seconds).toBeLessThanOrEqual(PREVIEW_SECONDS)
    expect(seconds).toBeGreaterThan(PREVIEW_SECONDS - 2 * FRAME_SECONDS)
    expect(Math.abs(startOf(clip) - 41)).toBeLessThanOrEqual(FRAME_SECONDS)
    expect(clip.length).toBeLessThan(master.length / 2)
  })

  it('answers ranges inside the clip and refuses ranges outside it', async () => {
    const whole = Buffer.from(await (await preview(steppin.id)).arrayBuffer())
    const part = await preview(steppin.id, { range: 'bytes=100-199' })
    expect(part.status).toBe(206)
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${whole.length}`)
    expect(Buffer.from(await part.arrayBuffer()).equals(whole.subarray(100, 200))).toBe(true)

    for (const range of [
      `bytes=${whole.length}-`,
      `bytes=${master.length - 100}-${master.length}`,
    ]) {
      const refused = await preview(steppin.id, { range })
      expect(refused.status).toBe(416)
      expect(refused.headers.get('content-range')).toBe(`bytes */${whole.length}`)
      expect(await refused.json()).toEqual({ error: 'Requested range not satisfiable' })
    }
  })

  it('answers 404 for an unknown, malformed or unpublished track', async () => {
    const draft = await createTrack(payload, { title: 'Unreleased', status: 'draft' })
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', draft.id]) {
      const response = await preview(id)
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({ error: 'Track not found' })
    }
  })
})

describe('GET /api/tracks/{id}/stream', () => {
  it('streams a free track in full to anyone, with seeking', async () => {
    const free = await createTrack(payload, {
      title: 'Free One',
      price: 0,
      audio: steppin.audio as string,
    })
    const response = await stream(free.id)
    expect(response.status).toBe(200)
    expect(Buffer.from(await response.arrayBuffer()).equals(master)).toBe(true)
    const seek = await stream(free.id, { range: `bytes=${master.length - 10}-` })
    expect(seek.status).toBe(206)
    expect(Buffer.from(await seek.arrayBuffer()).equals(master.subarray(master.length - 10))).toBe(
      true,
    )
  })

  it('refuses the full paid track to visitors (401) and to members who did not buy it (403)', async () => {
    expect((await stream(steppin.id)).status).toBe(401)
    const { cookie } = await signedInAs('premium')
    const refused = await stream(steppin.id, { cookie })
    expect(refused.status).toBe(403)
    expect(await refused.json()).toEqual({ error: 'Purchase this track to hear the full song!' })
  })

  it('streams the full paid track to its owner once the purchase is completed', async () => {
    const { user, cookie } = await signedInAs('user')
    const intentId = `pi_stream_${user.id.slice(0, 8)}`
    await payload.create({
      collection: 'purchases',
      data: {
        user: user.id,
        track: steppin.id,
        amount: 1.99,
        status: 'pending',
        stripePaymentIntentId: intentId,
      },
      overrideAccess: true,
    })
    expect((await stream(steppin.id, { cookie })).status).toBe(403)
    // The payment succeeds: fulfilment completes the purchase and grants the download right.
    await inTransaction(payload, (tx) =>
      completeIntent(tx, {
        id: intentId,
        amount: 199,
        currency: 'usd',
        status: 'succeeded',
        metadata: { userId: user.id, trackId: steppin.id },
      }),
    )
    const owned = await stream(steppin.id, { cookie })
    expect(owned.status).toBe(200)
    expect(owned.headers.get('cache-control')).toBe('private, no-store')
    expect(Buffer.from(await owned.arrayBuffer()).equals(master)).toBe(true)
  })
})
