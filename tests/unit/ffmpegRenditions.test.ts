import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { parseFile } from 'music-metadata'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { escapeMetadata, ffmetadataFile } from '@/lib/audio/ffmpeg/ffmetadata'
import {
  type AudioProbe,
  buildsForMaster,
  type FormatId,
  FORMATS,
  formatsForMaster,
  probeAudio,
  renderRendition,
  RenditionError,
  runTool,
  sha256File,
  ToolError,
  tagsHash,
  type TrackTags,
  ffmpegTools,
} from '@/lib/audio/ffmpeg'
import { mp3Frames } from '@/lib/audio/mp3Frames'

const MASTER_SECONDS = 40

const tags: TrackTags = {
  title: 'Nuit = blanche; #1 \\ "ünïcode"',
  artist: 'Ada & The Loops',
  albumArtist: 'Ada',
  album: 'Night Shift',
  trackNumber: 3,
  trackTotal: 12,
  year: 2024,
  genre: 'Electronic',
  isrc: 'GBAYE2400123',
  lyrics: 'First line of the song\nSecond = line; with # marks\n\nLast line',
  credits: 'Written by Ada\nProduced by Bo',
  copyright: '2024 Ada Records',
}

let dir: string
let ffmpeg: string
let master: string
let masterProbe: AudioProbe
let cover: Buffer

const ff = (args: string[]) =>
  runTool(ffmpeg, ['-nostdin', '-y', '-hide_banner', '-v', 'error', ...args], {
    timeoutMs: 30_000,
  })

/** A fresh, empty output directory, so a test can prove nothing was left in it. */
const outDir = async (name: string) => {
  const out = path.join(dir, name)
  await mkdir(out)
  return out
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'renditions-test-'))
  ffmpeg = (await ffmpegTools()).ffmpeg
  master = path.join(dir, 'master.wav')
  // Two tones, one per channel, with tags of its own that must never reach a download.
  await ff([
    ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${MASTER_SECONDS}:sample_rate=44100`],
    ...['-f', 'lavfi', '-i', `sine=frequency=660:duration=${MASTER_SECONDS}:sample_rate=44100`],
    ...['-filter_complex', '[0:a][1:a]amerge=inputs=2[a]', '-map', '[a]'],
    ...['-metadata', 'title=MASTER TITLE', '-metadata', 'artist=MASTER ARTIST'],
    ...['-c:a', 'pcm_s24le', master],
  ])
  masterProbe = await probeAudio(master)
  cover = await sharp({
    create: { width: 400, height: 400, channels: 3, background: { r: 200, g: 40, b: 90 } },
  })
    .jpeg({ quality: 80 })
    .toBuffer()
}, 30_000)

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true })
})

describe('probeAudio', () => {
  it('reads the master: 24-bit stereo 44.1 kHz PCM, 40 s', () => {
    expect(masterProbe).toMatchObject({
      container: 'wav',
      codec: 'pcm_s24le',
      sampleRate: 44_100,
      bitDepth: 24,
      channels: 2,
    })
    expect(masterProbe.durationSeconds).toBeCloseTo(MASTER_SECONDS, 3)
  })

  it('hashes a file as a stream', async () => {
    const { createHash } = await import('node:crypto')
    const expected = createHash('sha256')
      .update(await readFile(master))
      .digest('hex')
    expect(await sha256File(master)).toBe(expected)
  })
})

describe('formats', () => {
  it('sells everything from a lossless master and only the MP3 itself from an MP3', () => {
    expect(formatsForMaster('pcm_s24le')).toEqual([
      'mp3-320',
      'mp3-v0',
      'flac',
      'aac',
      'ogg',
      'wav',
    ])
    expect(formatsForMaster('flac')).toEqual(formatsForMaster('pcm_s16le'))
    expect(buildsForMaster('alac')).toContain('stream')
    expect(formatsForMaster('mp3')).toEqual(['mp3'])
    expect(buildsForMaster('mp3')).toEqual(['mp3'])
    expect(formatsForMaster('aac')).toEqual([])
    expect(FORMATS.stream.forSale).toBe(false)
  })
})

describe('tags', () => {
  it('hashes tags independently of key order, and with the cover', () => {
    const reordered = Object.fromEntries(Object.entries(tags).reverse()) as TrackTags
    expect(tagsHash(reordered, cover)).toBe(tagsHash(tags, cover))
    expect(tagsHash({ ...tags, genre: undefined }, cover)).toBe(
      tagsHash(
        Object.fromEntries(Object.entries(tags).filter(([key]) => key !== 'genre')) as TrackTags,
        cover,
      ),
    )
    expect(tagsHash(tags, null)).not.toBe(tagsHash(tags, cover))
    expect(tagsHash({ ...tags, title: 'Other' }, cover)).not.toBe(tagsHash(tags, cover))
  })

  it('escapes what FFMETADATA gives a meaning to', () => {
    expect(escapeMetadata('a=b;c#d\\e\nf')).toBe('a\\=b\\;c\\#d\\\\e\\\nf')
    expect(ffmetadataFile([['TITLE', 'x=y']]).toString()).toBe(';FFMETADATA1\nTITLE=x\\=y\n')
    expect(ffmetadataFile([['INAM', 'é']], { latin1: true })).toEqual(
      Buffer.from(';FFMETADATA1\nINAM=\xe9\n', 'latin1'),
    )
  })
})

const lyricsOf = (common: { lyrics?: { text?: string }[] }) => common.lyrics?.[0]?.text

describe('renderRendition from a 24-bit WAV master', () => {
  const formats: FormatId[] = [...formatsForMaster('pcm_s24le'), 'stream']

  it.each(formats)(
    '%s: right codec, rate, channels, length, tags and cover',
    async (format) => {
      const out = await outDir(`out-${format}`)
      const file = path.join(out, `track.${FORMATS[format].ext}`)
      const { size, probe } = await renderRendition({
        master,
        masterDuration: masterProbe.durationSeconds,
        format,
        tags,
        cover,
        out: file,
      })
      // Only the finished file is there: no temporary file was left behind.
      expect(await readdir(out)).toEqual([path.basename(file)])
      expect(size).toBeGreaterThan(0)

      const again = await probeAudio(file)
      expect(again).toEqual(probe)
      expect(again.codec).toBe(
        { wav: 'pcm_s24le', flac: 'flac', aac: 'aac', ogg: 'vorbis' }[format as string] ?? 'mp3',
      )
      expect(again.sampleRate).toBe(44_100)
      expect(again.channels).toBe(2)
      expect(Math.abs(again.durationSeconds - masterProbe.durationSeconds)).toBeLessThanOrEqual(
        0.05,
      )
      if (format === 'mp3-320') expect(Math.abs(again.bitRate! - 320_000)).toBeLessThan(16_000)
      if (format === 'stream') expect(Math.abs(again.bitRate! - 192_000)).toBeLessThan(9_600)
      if (format === 'flac' || format === 'wav') expect(again.bitDepth).toBe(24)

      const { common, native } = await parseFile(file)
      expect(common.title).toBe(tags.title)
      expect(common.artist).toBe(tags.artist)
      expect(common.album).toBe(tags.album)
      expect(common.genre).toEqual([tags.genre])
      expect(common.track).toEqual({ no: 3, of: 12 })
      expect(common.year).toBe(2024)
      if (format === 'wav') {
        // RIFF INFO: no album artist, ISRC, lyrics or picture fields exist.
        const info = Object.fromEntries((native.exif ?? []).map((tag) => [tag.id, tag.value]))
        expect(info).toMatchObject({
          INAM: tags.title,
          IART: tags.artist,
          IPRD: tags.album,
          ICOP: tags.copyright,
          ICMT: tags.credits,
        })
        expect(common.picture).toBeUndefined()
        return
      }
      expect(common.albumartist).toBe(tags.albumArtist)
      expect(common.copyright).toBe(tags.copyright)
      expect(common.comment?.[0]?.text).toBe(tags.credits)
      expect(lyricsOf(common)).toBe(tags.lyrics)
      // MP4 has no ISRC atom that ffmpeg writes.
      if (format !== 'aac') expect(common.isrc).toEqual([tags.isrc])
      const picture = common.picture?.[0]
      expect(picture).toBeDefined()
      expect(picture!.format).toBe('image/jpeg')
      expect(Buffer.compare(Buffer.from(picture!.data), cover)).toBe(0)
      // The master's own tags were not carried over.
      expect(JSON.stringify(native)).not.toContain('MASTER')
    },
    30_000,
  )

  it('refuses a rendition whose length does not match, leaving nothing behind', async () => {
    const out = await outDir('out-wrong-length')
    const error = await renderRendition({
      master,
      masterDuration: 180,
      format: 'ogg',
      tags,
      cover,
      out: path.join(out, 'track.ogg'),
    }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(RenditionError)
    expect((error as RenditionError).reason).toMatch(/^duration 40\.0\d\d s, expected 180\.000 s$/)
    expect(await readdir(out)).toEqual([])
  })
})

describe('corrupt masters', () => {
  const corrupt = async (name: string, bytes: Buffer) => {
    const file = path.join(dir, name)
    await writeFile(file, bytes)
    return file
  }

  const headerOnly = async () => {
    const whole = await readFile(master)
    const data = whole.indexOf('data', 12, 'latin1')
    return whole.subarray(0, data + 8)
  }

  it.each([
    ['random bytes', async () => (await import('node:crypto')).randomBytes(64 * 1024)],
    ['a WAV cut after its header', headerOnly],
  ])('%s: probe says why, render fails and writes nothing', async (name, make) => {
    const file = await corrupt(`${name.replaceAll(' ', '-')}.wav`, await make())
    const probeError = await probeAudio(file).catch((caught: unknown) => caught)
    expect(probeError).toBeInstanceOf(ToolError)
    expect((probeError as ToolError).reason.length).toBeGreaterThan(5)

    const out = await outDir(`out-${name.replaceAll(' ', '-')}`)
    const error = await renderRendition({
      master: file,
      masterDuration: MASTER_SECONDS,
      format: 'flac',
      tags,
      cover,
      out: path.join(out, 'track.flac'),
    }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(RenditionError)
    expect((error as RenditionError).reason).toBe((probeError as ToolError).reason)
    expect(await readdir(out)).toEqual([])
  })
})

describe('an MP3 master', () => {
  let mp3Master: string
  let mp3Probe: AudioProbe

  beforeAll(async () => {
    mp3Master = path.join(dir, 'master.mp3')
    await ff([
      ...['-i', master, '-t', '12.3', '-c:a', 'libmp3lame', '-b:a', '192k'],
      ...['-metadata', 'title=MASTER MP3 TITLE', mp3Master],
    ])
    mp3Probe = await probeAudio(mp3Master)
  })

  it('is sold only as itself, re-tagged, with its frames copied untouched', async () => {
    expect(mp3Probe.codec).toBe('mp3')
    expect(mp3Probe.bitDepth).toBeNull()
    expect(mp3Probe.durationSeconds).toBeCloseTo(12.3, 3)
    expect(formatsForMaster(mp3Probe.codec)).toEqual(['mp3'])

    const out = await outDir('out-mp3-master')
    const file = path.join(out, 'track.mp3')
    const { probe } = await renderRendition({
      master: mp3Master,
      masterDuration: mp3Probe.durationSeconds,
      format: 'mp3',
      tags,
      cover,
      out: file,
    })
    expect(probe).toMatchObject({ codec: 'mp3', sampleRate: 44_100, channels: 2 })
    expect(Math.abs(probe.durationSeconds - mp3Probe.durationSeconds)).toBeLessThanOrEqual(0.05)

    // Stream copy: every audio frame after the Xing/Info frame is byte for byte the master's.
    const audio = async (name: string) => {
      const data = await readFile(name)
      const frames = mp3Frames(data).slice(1)
      return Buffer.concat(frames.map((f) => data.subarray(f.offset, f.offset + f.length)))
    }
    expect(Buffer.compare(await audio(file), await audio(mp3Master))).toBe(0)

    const { common } = await parseFile(file)
    expect(common.title).toBe(tags.title)
    expect(common.albumartist).toBe(tags.albumArtist)
    expect(common.isrc).toEqual([tags.isrc])
    expect(common.picture?.[0]).toBeDefined()
  })

  it('never makes a lossless file from it', async () => {
    const out = await outDir('out-fake-flac')
    const error = await renderRendition({
      master: mp3Master,
      masterDuration: mp3Probe.durationSeconds,
      format: 'flac',
      tags,
      cover: null,
      out: path.join(out, 'track.flac'),
    }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(RenditionError)
    expect(await readdir(out)).toEqual([])
  })
})

describe('runTool', () => {
  it('kills a tool at its deadline with a ToolError that says so', async () => {
    const started = Date.now()
    const error = await runTool(
      ffmpeg,
      ['-nostdin', '-f', 'lavfi', '-i', 'sine=duration=3600', '-f', 'null', '-'],
      { timeoutMs: 50 },
    ).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ToolError)
    expect((error as ToolError).reason).toBe('timed out after 0.05 s')
    expect(Date.now() - started).toBeLessThan(5_000)
  })

  it("reports ffmpeg's last error line", async () => {
    const error = await runTool(ffmpeg, ['-nostdin', '-i', path.join(dir, 'missing.wav')], {
      timeoutMs: 10_000,
    }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ToolError)
    expect((error as ToolError).reason).toMatch(/missing\.wav: No such file or directory/)
  })
})
