import { readdir } from 'node:fs/promises'

import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import * as rest from '@/app/(payload)/api/cms/[...slug]/route'
import { UPLOAD_COLLECTIONS } from '@/lib/security/frontDoor'
import { synthesizeMaster } from '@/seed/assets/audio'

import { createUser } from '../helpers/fixtures'
import { sessionCookie } from '../helpers/fuzzing/sessions'
import { getTestPayload } from '../helpers/payload'

// The limit is read when the config is built: set before the config is imported.
vi.hoisted(() => {
  process.env.MASTER_MAX_BYTES = '100000000'
})

let payload: Payload
let cookie: string

/** A master uploaded as the CMS does it: multipart form data to Payload's REST API. */
const upload = (
  data: Buffer,
  name: string,
  {
    collection = 'track-audio',
    type = 'audio/wav',
    fields = { label: name } as Record<string, string>,
  } = {},
) => {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(data)], { type }), name)
  form.append('_payload', JSON.stringify(fields))
  const request = new Request(`http://localhost:3000/api/cms/${collection}`, {
    method: 'POST',
    headers: { cookie },
    body: form,
  })
  return rest.POST(request, { params: Promise.resolve({ slug: [collection] }) })
}

/** A long master of silence after a short synthesised one (a big file, made in no time). */
const wav = (bytes: number) => {
  const head = synthesizeMaster({ seed: 9, bpm: 90, rootHz: 55, seconds: 40 })
  const file = Buffer.alloc(bytes)
  head.copy(file)
  file.writeUInt32LE(bytes - 8, 4)
  file.writeUInt32LE(bytes - 44, 40)
  return file
}

beforeAll(async () => {
  payload = await getTestPayload()
  cookie = await sessionCookie(payload, await createUser(payload, 'admin'))
})

describe('a master uploaded through the CMS', () => {
  it('goes to a collection the front door lets past the proxy, as every upload collection', () => {
    // A file sent to a collection missing from the list would be cut at 10 MB by Next's proxy.
    const uploads = payload.config.collections
      .filter((collection) => Boolean(collection.upload))
      .map((collection) => collection.slug)
    expect(uploads).toContain('track-audio')
    expect([...UPLOAD_COLLECTIONS].sort()).toEqual(uploads.sort())
  })

  it('is taken above Payload’s default 50 MB, streamed to a temporary file and probed', async () => {
    const response = await upload(wav(60_000_000), 'long.wav')
    expect(response.status).toBe(201)
    const { doc } = (await response.json()) as { doc: Record<string, unknown> }
    expect(doc).toMatchObject({ codec: 'pcm_s16le', channels: 1, filename: 'long.wav' })
    expect(doc.durationSeconds).toBeCloseTo((60_000_000 - 44) / 44_100, 0)
  })

  it('is refused with 413 and the limit while it arrives when it is too large', async () => {
    const response = await upload(wav(100_500_000), 'too-long.wav')
    expect(response.status).toBe(413)
    expect((await response.json()).error).toBe('A file can be at most 95.4 MB.')
    expect(await readdir(process.env.TRACK_AUDIO_DIR!)).not.toContain('too-long.wav')
  })

  it('leaves pictures working: an image from a temporary file gets its sizes', async () => {
    const picture = await sharp({
      create: { width: 1600, height: 1200, channels: 3, background: '#123456' },
    })
      .jpeg()
      .toBuffer()
    const response = await upload(picture, 'stage.jpg', {
      collection: 'media',
      type: 'image/jpeg',
      fields: { alt: 'The stage' },
    })
    expect(response.status).toBe(201)
    const { doc } = (await response.json()) as {
      doc: { width: number; sizes: Record<string, { width: number | null }> }
    }
    expect(doc.width).toBe(1600)
    expect(doc.sizes.thumbnail.width).toBe(400)
    expect(doc.sizes.card.width).toBe(768)
  })
})
