import { readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { parseBuffer } from 'music-metadata'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as downloadRoute } from '@/app/(site)/api/secure/download/[trackId]/route'
import { GET as trackRoute } from '@/app/(site)/api/tracks/[id]/route'
import { GET as previewRoute } from '@/app/(site)/api/tracks/[id]/preview/route'
import { GET as tracksRoute } from '@/app/(site)/api/tracks/route'
import { probeAudio } from '@/lib/audio/ffmpeg/probe'
import { buildTrackFiles } from '@/lib/audio/renditions/build'
import { renditionsDir } from '@/lib/audio/renditions/keys'
import { sweepTrackFiles } from '@/lib/audio/renditions/jobs'
import { claimRendition, heartbeat } from '@/lib/audio/renditions/ledger'
import { planTrackFiles } from '@/lib/audio/renditions/plan'
import { trackFilesReport } from '@/lib/audio/renditions/trackFileStates'
import { createSession } from '@/lib/auth/sessions'
import { SESSION_COOKIE } from '@/lib/auth/constants'
import { clearCatalogueCache } from '@/lib/cache/memo'
import { drizzleOf } from '@/lib/db/sql'
import { runJobs } from '@/lib/jobs/queue'
import { sql } from '@payloadcms/db-postgres'
import type { Track } from '@/payload-types'
import { synthesizeMaster } from '@/seed/assets/audio'

import { createTrack, createUser, type TestUser } from '../helpers/fixtures'
import { getTestPayload } from '../helpers/payload'
import { followDownload } from '../helpers/storage'

let payload: Payload
let fan: TestUser
const SOLD = ['mp3-320', 'mp3-v0', 'flac', 'aac', 'ogg', 'wav']

const wav = (seconds: number, seed = 1) => synthesizeMaster({ seed, bpm: 92, rootHz: 55, seconds })

const uploadMaster = (data: Buffer, name = 'master.wav') =>
  payload.create({
    collection: 'track-audio',
    data: { label: name },
    file: { data, mimetype: 'audio/wav', name, size: data.length },
    overrideAccess: true,
  })

const cookieOf = async (user: TestUser) =>
  `${SESSION_COOKIE}=${(await createSession(payload, user)).token}`

const download = async (user: TestUser, trackId: string, format?: string) =>
  followDownload(
    await downloadRoute(
      new Request(
        `http://test/api/secure/download/${trackId}${format ? `?format=${format}` : ''}`,
        { headers: { cookie: await cookieOf(user) } },
      ),
      { params: Promise.resolve({ trackId }) },
    ),
  )

const listed = async (id: string) => {
  clearCatalogueCache()
  const tracks = (await (await tracksRoute()).json()) as Array<{
    id: string
    formats: Array<{ format: string; size: number }>
  }>
  return tracks.find((track) => track.id === id)!
}

const accessCount = async (user: TestUser, trackId: string) => {
  const { rows } = await drizzleOf(payload).execute(sql`SELECT access_count::int AS n
    FROM user_file_permissions WHERE user_id = ${user.id} AND track_id = ${trackId}`)
  return (rows[0] as { n: number } | undefined)?.n ?? 0
}

const leftovers = async () =>
  (await readdir(renditionsDir()).catch(() => [] as string[])).filter((name) =>
    name.includes('.tmp'),
  )

let cover: string

/** A free track, so any member holds the download right (granted on first use). */
const freeTrack = async (audio: string, title = 'Concrete Dreams'): Promise<Track> =>
  createTrack(payload, {
    title,
    price: 0,
    audio,
    coverImage: cover,
    lyrics: 'Line one\nLine two',
    isrc: 'USRC17607839',
  })

let built: Track

beforeAll(async () => {
  payload = await getTestPayload()
  fan = await createUser(payload, 'user')
  const picture = await sharp({
    create: { width: 800, height: 800, channels: 3, background: '#c0392b' },
  })
    .jpeg()
    .toBuffer()
  cover = (
    await payload.create({
      collection: 'media',
      data: { alt: 'Cover' },
      file: { data: picture, mimetype: 'image/jpeg', name: 'cover.jpg', size: picture.length },
      overrideAccess: true,
    })
  ).id
  const master = await uploadMaster(wav(40))
  built = await freeTrack(master.id)
  await runJobs(payload, 'media')
})

describe('a lossless master', () => {
  it('is probed on upload: codec, sample rate, depth, channels, length and SHA-256 stored', async () => {
    const master = await uploadMaster(wav(36, 2), 'probed.wav')
    expect(master).toMatchObject({
      codec: 'pcm_s16le',
      sampleRate: 22050,
      bitDepth: 16,
      channels: 1,
    })
    expect(master.durationSeconds).toBeCloseTo(36, 1)
    expect(master.sha256).toMatch(/^[0-9a-f]{64}$/)
  })

  it('refuses non-audio, truncated, too short and too large files with a clear message', async () => {
    const refusal = async (data: Buffer, name: string) =>
      uploadMaster(data, name).then(
        () => null,
        (error: { status?: number; message: string }) => error,
      )
    const text = await refusal(Buffer.from('not audio at all '.repeat(200)), 'notes.wav')
    expect(text?.status).toBe(400)
    expect(text?.message).toMatch(/“notes\.wav” could not be read as audio.*WAV, FLAC or AIFF/)
    const truncated = await refusal(wav(40).subarray(0, 44), 'cut.wav')
    expect(truncated?.status).toBe(400)
    const short = await refusal(wav(20), 'short.wav')
    expect(short?.message).toMatch(/20\.0 seconds long: a master needs at least 35 seconds/)

    process.env.MASTER_MAX_BYTES = '100000'
    try {
      const large = await refusal(wav(40), 'large.wav')
      expect(large?.status).toBe(413)
      expect(large?.message).toMatch(/a master can be at most 97\.7 kB/)
    } finally {
      delete process.env.MASTER_MAX_BYTES
    }
    const stored = await readdir(process.env.TRACK_AUDIO_DIR!)
    expect(stored.filter((name) => /notes|cut|short|large/.test(name))).toEqual([])
  })
})

describe('the files of a track', () => {
  it('are made in every format, listed with their sizes and served under the track’s name', async () => {
    const entry = await listed(built.id)
    expect(entry.formats.map((format) => format.format)).toEqual(SOLD)
    for (const format of entry.formats) expect(format.size).toBeGreaterThan(1000)
    const one = (await (
      await trackRoute(new Request(`http://test/api/tracks/${built.id}`), {
        params: Promise.resolve({ id: built.id }),
      })
    ).json()) as { formats: unknown[]; lyrics: string }
    expect(one.formats).toEqual(entry.formats)
    expect(one.lyrics).toBe('Line one\nLine two')

    const before = await accessCount(fan, built.id)
    const response = await download(fan, built.id, 'flac')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="track-${built.id}.flac"`,
    )
    expect(response.headers.get('content-type')).toBe('audio/flac')
    const file = Buffer.from(await response.arrayBuffer())
    expect(file.length).toBe(entry.formats.find((format) => format.format === 'flac')!.size)
    const { common, format } = await parseBuffer(file, { mimeType: 'audio/flac' })
    expect(format.codec).toBe('FLAC')
    expect(common.title).toBe('Concrete Dreams')
    expect(common.isrc).toEqual(['USRC17607839'])
    expect(common.picture?.length).toBe(1)
    expect(await accessCount(fan, built.id)).toBe(before + 1)
  })

  it('answers exactly as before without a format: an MP3 named track-{id}.mp3', async () => {
    const response = await download(fan, built.id)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('audio/mpeg')
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="track-${built.id}.mp3"`,
    )
    const file = path.join(renditionsDir(), 'check.mp3')
    await writeFile(file, Buffer.from(await response.arrayBuffer()))
    expect(await probeAudio(file)).toMatchObject({ codec: 'mp3', sampleRate: 44100 })
  })

  it('refuses an unknown format or one this track is not sold in with 400, counting nothing', async () => {
    const before = await accessCount(fan, built.id)
    for (const format of ['opus', 'stream', 'mp3', '../etc']) {
      const response = await download(fan, built.id, format)
      expect(response.status).toBe(400)
      expect((await response.json()).error).toMatch(/Choose one of: mp3-320, mp3-v0, flac/)
    }
    expect(await accessCount(fan, built.id)).toBe(before)
  })

  it('plays previews from the stream made of the master', async () => {
    const response = await previewRoute(new Request(`http://test/api/tracks/${built.id}/preview`), {
      params: Promise.resolve({ id: built.id }),
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('audio/mpeg')
    expect(Number(response.headers.get('x-preview-seconds'))).toBeCloseTo(35, 0)
  })

  it('answers 503 at once with Retry-After and the state for a file not made yet', async () => {
    const master = await uploadMaster(wav(37, 3), 'waiting.wav')
    const waiting = await freeTrack(master.id, 'Waiting')
    expect((await listed(waiting.id)).formats).toEqual([])
    const before = await accessCount(fan, waiting.id)
    const response = await download(fan, waiting.id, 'flac')
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('30')
    expect(await response.json()).toEqual({
      error: expect.stringContaining('FLAC file of this track is being prepared'),
      state: 'queued',
    })
    expect(await accessCount(fan, waiting.id)).toBe(before)
    const preview = await previewRoute(
      new Request(`http://test/api/tracks/${waiting.id}/preview`),
      { params: Promise.resolve({ id: waiting.id }) },
    )
    expect(preview.status).toBe(503)
  })

  it('builds each file once when two builds start together, and never builds it again', async () => {
    const master = await uploadMaster(wav(38, 4), 'twice.wav')
    const track = await freeTrack(master.id, 'Twice')
    const [first, second] = await Promise.all([
      buildTrackFiles(payload, track.id),
      buildTrackFiles(payload, track.id),
    ])
    expect([...first.built, ...second.built].sort()).toEqual([...SOLD, 'stream'].sort())
    const again = await buildTrackFiles(payload, track.id)
    expect(again.built).toEqual([])
    const report = await trackFilesReport(payload, track.id)
    expect(report.published && report.files.map((file) => [file.state, file.attempts])).toEqual(
      Array(7).fill(['ready', 1]),
    )
    // The same master under a second upload: the same content, so nothing is transcoded again
    // for a track with the same tags.
    const copy = await uploadMaster(
      await readFile(path.join(process.env.TRACK_AUDIO_DIR!, master.filename!)),
      'copy.wav',
    )
    expect(copy.sha256).toBe(master.sha256)
  })

  it('makes new files when the title changes, and the next download carries the new title', async () => {
    await payload.update({
      collection: 'tracks',
      id: built.id,
      data: { title: 'Concrete Dreams (Remastered)' },
      overrideAccess: true,
    })
    expect((await download(fan, built.id, 'ogg')).status).toBe(503)
    await runJobs(payload, 'media')
    const response = await download(fan, built.id, 'ogg')
    expect(response.status).toBe(200)
    const { common } = await parseBuffer(Buffer.from(await response.arrayBuffer()), {
      mimeType: 'audio/ogg',
    })
    expect(common.title).toBe('Concrete Dreams (Remastered)')
    expect(common.picture?.length).toBe(1)
  })
})

describe('a master that cannot be transcoded', () => {
  it('ends failed with ffmpeg’s reason; its download answers 503; no partial file stays', async () => {
    const master = await uploadMaster(wav(39, 5), 'broken.wav')
    const track = await freeTrack(master.id, 'Broken')
    // The stored file is damaged after it was accepted (a disk fault, a bad copy).
    const stored = path.join(process.env.TRACK_AUDIO_DIR!, master.filename!)
    await writeFile(stored, (await readFile(stored)).subarray(0, 2000))
    const outcome = await buildTrackFiles(payload, track.id)
    expect(outcome.built).toEqual([])
    expect(outcome.failed.length).toBe(7)
    const report = await trackFilesReport(payload, track.id)
    if (!report.published) throw new Error('published')
    for (const file of report.files) {
      expect(file.state).toBe('failed')
      expect(file.reason).toBeTruthy()
    }
    const response = await download(fan, track.id, 'wav')
    expect(response.status).toBe(503)
    expect((await response.json()).state).toBe('failed')
    expect(await leftovers()).toEqual([])
    const plan = await planTrackFiles(payload, track.id)
    const names = await readdir(renditionsDir())
    for (const key of Object.values(plan!.keys)) {
      expect(names.some((name) => name.startsWith(key))).toBe(false)
    }
    // Retried up to three builds in all, then left for the team with its reason.
    await buildTrackFiles(payload, track.id)
    await buildTrackFiles(payload, track.id)
    expect((await buildTrackFiles(payload, track.id)).failed).toEqual([])
    const final = await trackFilesReport(payload, track.id)
    expect(final.published && final.files.every((file) => file.attempts === 3)).toBe(true)
  })

  it('a build whose process died is picked up again by the sweep', async () => {
    const master = await uploadMaster(wav(36, 6), 'stuck.wav')
    const track = await freeTrack(master.id, 'Stuck')
    const plan = (await planTrackFiles(payload, track.id))!
    await drizzleOf(payload).execute(sql`INSERT INTO renditions
        (id, key, track_id, format, master_hash, tags_hash, state, attempts, started_at)
      VALUES (gen_random_uuid(), ${plan.keys.flac!}, ${track.id}, 'flac', ${plan.master.sha256},
        ${plan.tagsHash}, 'building', 1, now() - interval '11 minutes')`)
    // Its job was taken by a process that died: 'processing' for ever, unless released.
    await drizzleOf(payload).execute(sql`UPDATE payload_jobs SET processing = true,
        updated_at = now() - interval '11 minutes'
      WHERE input->>'trackId' = ${track.id}`)
    await runJobs(payload, 'media')
    const report0 = await trackFilesReport(payload, track.id)
    expect(report0.published && report0.files.find((file) => file.format === 'flac')).toMatchObject(
      { state: 'building' },
    )
    // ffmpeg's temporary file from the dead process is still there; a live build's is younger.
    const abandoned = path.join(renditionsDir(), `.${plan.keys.flac}.flac.0a1b2c.tmp.flac`)
    await writeFile(abandoned, 'half a file')
    await utimes(abandoned, new Date(Date.now() - 11 * 60_000), new Date(Date.now() - 11 * 60_000))
    const young = path.join(renditionsDir(), `.${plan.keys.wav}.wav.3d4e5f.tmp.wav`)
    await writeFile(young, 'being written')
    expect(await sweepTrackFiles(payload, Date.now() + 3_600_000)).toEqual({
      released: 1,
      queued: 0,
    })
    await runJobs(payload, 'media')
    const report = await trackFilesReport(payload, track.id)
    const flac = report.published && report.files.find((file) => file.format === 'flac')
    expect(flac).toMatchObject({ state: 'ready', attempts: 2 })
    expect(await leftovers()).toEqual([path.basename(young)])
    await rm(young)
  })

  it('a live build’s heartbeat keeps it its own; a silent one is taken after two minutes', async () => {
    const master = await uploadMaster(wav(35.5, 7), 'alive.wav')
    const track = await freeTrack(master.id, 'Alive')
    const plan = (await planTrackFiles(payload, track.id))!
    const row = (format: 'aac' | 'ogg') => ({
      key: plan.keys[format]!,
      trackId: track.id,
      format,
      masterHash: plan.master.sha256,
      tagsHash: plan.tagsHash,
    })
    for (const format of ['aac', 'ogg'] as const) {
      await drizzleOf(payload).execute(sql`INSERT INTO renditions
          (id, key, track_id, format, master_hash, tags_hash, state, attempts, started_at)
        VALUES (gen_random_uuid(), ${plan.keys[format]!}, ${track.id}, ${format},
          ${plan.master.sha256}, ${plan.tagsHash}, 'building', 1, now() - interval '3 minutes')`)
    }
    await heartbeat(payload, plan.keys.aac!, null)
    expect(await claimRendition(payload, row('aac'))).toBe(false)
    expect(await claimRendition(payload, row('ogg'))).toBe(true)
  })
})
