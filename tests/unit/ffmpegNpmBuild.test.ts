import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { parseFile } from 'music-metadata'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type * as Ffmpeg from '@/lib/audio/ffmpeg'

// A machine with only Node: no ffmpeg on PATH and no FFMPEG_PATH. The app must fall back to the
// static build shipped by the npm packages and still make every format, tagged, with its cover.
let ffmpeg: typeof Ffmpeg
let dir: string
const saved = { PATH: process.env.PATH, FFMPEG_PATH: process.env.FFMPEG_PATH }

beforeAll(async () => {
  process.env.PATH = ''
  delete process.env.FFMPEG_PATH
  delete process.env.FFPROBE_PATH
  vi.resetModules()
  ffmpeg = await import('@/lib/audio/ffmpeg')
  dir = await mkdtemp(path.join(tmpdir(), 'npm-ffmpeg-'))
})

afterAll(async () => {
  process.env.PATH = saved.PATH
  if (saved.FFMPEG_PATH) process.env.FFMPEG_PATH = saved.FFMPEG_PATH
  await rm(dir, { recursive: true, force: true })
})

describe('on a machine with only Node', () => {
  it('finds the npm build of ffmpeg and makes every format from a lossless master', async () => {
    const tools = await ffmpeg.ffmpegTools()
    expect(tools.source).toBe('npm')
    expect(tools.ffmpeg).toContain('@ffmpeg-installer')

    const master = path.join(dir, 'master.wav')
    await ffmpeg.runTool(
      tools.ffmpeg,
      [
        ...['-nostdin', '-y', '-v', 'error', '-f', 'lavfi', '-i', 'sine=frequency=220:duration=36'],
        ...['-ac', '2', '-c:a', 'pcm_s16le', master],
      ],
      { timeoutMs: 30_000 },
    )
    const probe = await ffmpeg.probeAudio(master)
    const cover = await sharp({
      create: { width: 500, height: 500, channels: 3, background: '#e11d48' },
    })
      .jpeg()
      .toBuffer()
    const tags = { title: 'Fresh Machine', artist: 'KAIRO', albumArtist: 'KAIRO' }
    for (const format of ffmpeg.buildsForMaster(probe.codec)) {
      const out = path.join(dir, `out-${format}.${ffmpeg.FORMATS[format].ext}`)
      const { probe: made } = await ffmpeg.renderRendition({
        master,
        masterDuration: probe.durationSeconds,
        format,
        tags,
        cover,
        out,
      })
      expect(made.codec.startsWith(ffmpeg.FORMATS[format].codec)).toBe(true)
      const { common } = await parseFile(out)
      expect(common.title, format).toBe('Fresh Machine')
      if (format !== 'wav') expect(common.picture?.length, format).toBe(1)
    }
    // Seven transcodes: a loaded CI machine (the integration suite beside it) needed more than
    // vitest's 5-second default. Not a speed check: that lives in bench/formats.mjs.
  }, 120_000)
})
