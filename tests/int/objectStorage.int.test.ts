import { readFile, rm, stat } from 'node:fs/promises'
import path from 'node:path'

import { GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET as downloadRoute } from '@/app/(site)/api/secure/download/[trackId]/route'
import { GET as previewRoute } from '@/app/(site)/api/tracks/[id]/preview/route'
import { GET as exportDownloadRoute } from '@/app/(site)/api/user/data-export/[id]/download/route'
import { renditionsDir } from '@/lib/audio/renditions/keys'
import { SESSION_COOKIE } from '@/lib/auth/constants'
import { createSession } from '@/lib/auth/sessions'
import { drizzleOf } from '@/lib/db/sql'
import { runJobs } from '@/lib/jobs/queue'
import { purgeExpiredExports, runExport } from '@/lib/privacy/exportArchive'
import { archiveFile } from '@/lib/privacy/requests'
import { s3Settings } from '@/lib/storage/objectStore'
import { synthesizeMaster } from '@/seed/assets/audio'

import { createTrack, createUser, type TestUser } from '../helpers/fixtures'
import { getTestPayload } from '../helpers/payload'
import { cms } from '../helpers/payloadRest'
import { startS3 } from '../helpers/storage'

/**
 * Storage on S3 (issue "Production as it is really run"): every file the site keeps is in the
 * bucket before it is used, a machine that lacks a file fetches it, and private files leave the
 * bucket only as short-lived pre-signed URLs after the app's checks. Against s3rver, a local
 * S3-compatible server; `npm test` also runs the media, download and export suites with S3 set.
 */

let payload: Payload
let s3: Awaited<ReturnType<typeof startS3>>
let bucket: S3Client

const PREFIX = 'site/'

const objectBytes = async (key: string): Promise<Buffer | null> => {
  try {
    const answer = await bucket.send(
      new GetObjectCommand({ Bucket: s3.env.S3_BUCKET, Key: `${PREFIX}${key}` }),
    )
    return Buffer.from(await answer.Body!.transformToByteArray())
  } catch {
    return null
  }
}

const stored = async (key: string) =>
  bucket.send(new HeadObjectCommand({ Bucket: s3.env.S3_BUCKET, Key: `${PREFIX}${key}` })).then(
    () => true,
    () => false,
  )

const onDisk = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  )

const cookieOf = async (user: TestUser) =>
  `${SESSION_COOKIE}=${(await createSession(payload, user)).token}`

beforeAll(async () => {
  s3 = await startS3()
  Object.assign(process.env, s3.env, { S3_PREFIX: PREFIX, S3_URL_SECONDS: '120' })
  bucket = new S3Client(s3Settings()!.client)
  payload = await getTestPayload()
})

afterAll(async () => {
  bucket?.destroy()
  await s3?.close()
})

describe('images on S3', () => {
  it('are stored with every size; a machine without them fetches them; replaced or deleted ones leave the bucket', async () => {
    const picture = await sharp({
      create: { width: 1600, height: 1200, channels: 3, background: '#7b2cbf' },
    })
      .jpeg()
      .toBuffer()
    const image = await payload.create({
      collection: 'media',
      data: { alt: 'Stage' },
      file: { data: picture, mimetype: 'image/jpeg', name: 'stage.jpg', size: picture.length },
      overrideAccess: true,
    })
    const sizes = Object.values(image.sizes ?? {}).flatMap((size) => size?.filename ?? [])
    expect(sizes.length).toBeGreaterThan(0)
    for (const name of [image.filename!, ...sizes]) expect(await stored(`media/${name}`)).toBe(true)
    expect(await objectBytes(`media/${image.filename}`)).toEqual(picture)

    // Another machine: the file is not on its disk.
    const local = path.resolve(process.env.MEDIA_DIR!, image.filename!)
    await rm(local)
    const served = await cms('GET', `/api/cms/media/file/${image.filename}`)
    expect(served.status).toBe(200)
    expect(Buffer.from(await served.arrayBuffer())).toEqual(picture)
    expect(await readFile(local)).toEqual(picture)

    const unknown = await cms('GET', '/api/cms/media/file/nowhere.jpg')
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toEqual({ error: 'File not found' })

    await payload.delete({ collection: 'media', id: image.id, overrideAccess: true })
    for (const name of [image.filename!, ...sizes])
      expect(await stored(`media/${name}`)).toBe(false)
  })
})

describe('audio on S3', () => {
  it('stores the master and each file made from it; downloads leave as signed URLs after the checks, on any machine', async () => {
    const fan = await createUser(payload, 'user')
    const wav = synthesizeMaster({ seed: 4, bpm: 92, rootHz: 55, seconds: 36 })
    const master = await payload.create({
      collection: 'track-audio',
      data: { label: 'Bucket master' },
      file: { data: wav, mimetype: 'audio/wav', name: 'bucket.wav', size: wav.length },
      overrideAccess: true,
    })
    expect(await objectBytes(`track-audio/${master.filename}`)).toEqual(wav)
    const free = await createTrack(payload, {
      title: 'Free In The Bucket',
      price: 0,
      audio: master.id,
    })
    const paid = await createTrack(payload, {
      title: 'Paid In The Bucket',
      price: 1.99,
      audio: master.id,
    })
    await runJobs(payload, 'media')
    const { rows } = await drizzleOf(payload).execute(sql`SELECT format, filename
      FROM renditions WHERE track_id = ${free.id} AND state = 'ready'`)
    const made = rows as Array<{ format: string; filename: string }>
    expect(made.map((row) => row.format)).toContain('flac')
    for (const row of made) expect(await stored(`renditions/${row.filename}`)).toBe(true)

    // A new machine: none of the audio is on its disk.
    await rm(renditionsDir(), { recursive: true, force: true })
    await rm(process.env.TRACK_AUDIO_DIR!, { recursive: true, force: true })
    const cookie = await cookieOf(fan)
    const ask = (trackId: string) =>
      downloadRoute(
        new Request(`http://test/api/secure/download/${trackId}?format=flac`, {
          headers: { cookie },
        }),
        { params: Promise.resolve({ trackId }) },
      )

    // Not bought: refused as without S3, and no URL handed out.
    const refused = await ask(paid.id)
    expect(refused.status).toBe(403)
    expect(refused.headers.get('location')).toBeNull()

    const answer = await ask(free.id)
    expect(answer.status).toBe(302)
    expect(answer.headers.get('cache-control')).toBe('no-store')
    const url = new URL(answer.headers.get('location')!)
    expect(url.origin).toBe(s3.env.S3_ENDPOINT)
    expect(url.searchParams.get('X-Amz-Expires')).toBe('120')
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/)
    // Counted when the URL was made.
    const { rows: counted } = await drizzleOf(payload).execute(sql`SELECT access_count::int AS n
      FROM user_file_permissions WHERE user_id = ${fan.id} AND track_id = ${free.id}`)
    expect(counted).toEqual([{ n: 1 }])

    const file = await fetch(url)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('audio/flac')
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="track-${free.id}.flac"`,
    )
    const flac = made.find((row) => row.format === 'flac')!
    expect(Buffer.from(await file.arrayBuffer())).toEqual(
      await objectBytes(`renditions/${flac.filename}`),
    )

    // The preview is cut on this machine from the stream file it fetches once.
    const preview = await previewRoute(new Request(`http://test/api/tracks/${free.id}/preview`), {
      params: Promise.resolve({ id: free.id }),
    })
    expect(preview.status).toBe(200)
    expect((await preview.arrayBuffer()).byteLength).toBeGreaterThan(10_000)
    const stream = made.find((row) => row.format === 'stream')!
    expect(await onDisk(path.join(renditionsDir(), stream.filename))).toBe(true)
  })
})

describe('data exports on S3', () => {
  it('are stored before they are announced, downloaded by signed URL, and removed from the bucket when they expire', async () => {
    const member = await createUser(payload, 'user')
    const request = await payload.create({
      collection: 'data-export-requests',
      data: { user: member.id, requestType: 'export', status: 'pending' },
      overrideAccess: true,
    })
    await runExport(payload, request.id)
    const key = `exports/${path.basename(archiveFile(request.id))}`
    const kept = await objectBytes(key)
    expect(JSON.parse(kept!.toString()).profile.email).toBe(member.email)

    await rm(archiveFile(request.id))
    const answer = await exportDownloadRoute(
      new Request(`http://test/api/user/data-export/${request.id}/download`, {
        headers: { cookie: await cookieOf(member) },
      }),
      { params: Promise.resolve({ id: request.id }) },
    )
    expect(answer.status).toBe(302)
    const file = await fetch(answer.headers.get('location')!)
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="kairo-data-/)
    expect(Buffer.from(await file.arrayBuffer())).toEqual(kept)

    await payload.update({
      collection: 'data-export-requests',
      id: request.id,
      data: { expiresAt: new Date(Date.now() - 1000).toISOString() },
      overrideAccess: true,
    })
    expect(await purgeExpiredExports(payload)).toBeGreaterThanOrEqual(1)
    expect(await stored(key)).toBe(false)
  })
})
