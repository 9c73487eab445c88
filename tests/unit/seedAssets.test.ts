import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { synthesizeTrack } from '../../src/seed/assets/audio'
import { renderArtwork } from '../../src/seed/assets/images'

type Mp3Stats = { frames: number; samples: number; sampleRates: Set<number>; mono: boolean }

// Layer III only; MPEG-2/2.5 halve both the samples per frame and the size coefficient.
const BITRATES_KBPS = {
  mpeg1: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  mpeg2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
}
const SAMPLE_RATES: Record<number, number[]> = {
  3: [44100, 48000, 32000],
  2: [22050, 24000, 16000],
  0: [11025, 12000, 8000],
}

/** Walks every frame header; throws unless the frames tile the whole buffer exactly. */
function readMp3(buffer: Buffer): Mp3Stats {
  const stats: Mp3Stats = { frames: 0, samples: 0, sampleRates: new Set(), mono: true }
  let offset = 0
  while (offset < buffer.length) {
    const [b0, b1, b2, b3] = buffer.subarray(offset, offset + 4)
    if (b0 !== 0xff || (b1 & 0xe0) !== 0xe0) throw new Error(`Lost frame sync at byte ${offset}`)
    const version = (b1 >> 3) & 3
    if (((b1 >> 1) & 3) !== 1 || version === 1) throw new Error(`Not Layer III at byte ${offset}`)
    const isMpeg1 = version === 3
    const kbps = BITRATES_KBPS[isMpeg1 ? 'mpeg1' : 'mpeg2'][b2 >> 4]
    const sampleRate = SAMPLE_RATES[version][(b2 >> 2) & 3]
    const samplesPerFrame = isMpeg1 ? 1152 : 576
    const frameBytes =
      Math.floor(((samplesPerFrame / 8) * kbps * 1000) / sampleRate) + ((b2 >> 1) & 1)
    if (!kbps || !sampleRate || frameBytes <= 4) throw new Error(`Bad header at byte ${offset}`)
    stats.frames += 1
    stats.samples += samplesPerFrame
    stats.sampleRates.add(sampleRate)
    stats.mono &&= b3 >> 6 === 3
    offset += frameBytes
  }
  if (offset !== buffer.length) throw new Error('Last frame is truncated')
  return stats
}

const durationOf = (stats: Mp3Stats) => stats.samples / [...stats.sampleRates][0]

describe('synthesizeTrack', () => {
  it('produces a mono 22.05 kHz MPEG-2 Layer III stream of the requested length', () => {
    for (const seconds of [3.5, 12]) {
      const stats = readMp3(synthesizeTrack({ seed: 7, bpm: 92, rootHz: 55, seconds }))
      expect([...stats.sampleRates]).toEqual([22050])
      expect(stats.mono).toBe(true)
      expect(Math.abs(durationOf(stats) - seconds)).toBeLessThan(0.2)
    }
  })

  it('is deterministic per seed and varies between seeds', () => {
    const options = { seed: 42, bpm: 88, rootHz: 49, seconds: 6 }
    const first = synthesizeTrack(options)
    expect(synthesizeTrack(options).equals(first)).toBe(true)
    expect(synthesizeTrack({ ...options, seed: 43 }).equals(first)).toBe(false)
  })

  it('fills a whole 100-second track', () => {
    const track = synthesizeTrack({ seed: 1, bpm: 95, rootHz: 55, seconds: 100 })
    expect(Math.abs(durationOf(readMp3(track)) - 100)).toBeLessThan(0.2)
  })
})

describe('renderArtwork', () => {
  const title = 'Gold Teeth & <Glass> "Hearts"'

  it('defaults to a JPEG of the requested size', async () => {
    const image = await renderArtwork({
      seed: 3,
      title,
      subtitle: "Feat. O'Neil",
      width: 640,
      height: 640,
    })
    const metadata = await sharp(image).metadata()
    expect(metadata).toMatchObject({ format: 'jpeg', width: 640, height: 640 })
  })

  it('renders a PNG when asked, in non-square sizes', async () => {
    const options = { seed: 8, title, width: 800, height: 450, format: 'png' as const }
    const metadata = await sharp(await renderArtwork(options)).metadata()
    expect(metadata).toMatchObject({ format: 'png', width: 800, height: 450 })
  })

  it('is deterministic per seed and varies between seeds', async () => {
    const options = { seed: 11, title: 'Run It Back', width: 320, height: 320 }
    const first = await renderArtwork(options)
    expect((await renderArtwork(options)).equals(first)).toBe(true)
    expect((await renderArtwork({ ...options, seed: 12 })).equals(first)).toBe(false)
  })
})
