import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { synthesizeTrack } from '../../src/seed/assets/audio'
import { renderArtwork } from '../../src/seed/assets/images'
import { durationOf, readMp3 } from '../helpers/mp3'

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

  // Encoding 100 s of MP3 in pure JavaScript takes seconds on a busy machine: not a speed test.
  it('fills a whole 100-second track', { timeout: 60_000 }, () => {
    const track = synthesizeTrack({ seed: 1, bpm: 95, rootHz: 55, seconds: 100 })
    expect(Math.abs(durationOf(readMp3(track)) - 100)).toBeLessThan(0.2)
  })
})

describe('renderArtwork', () => {
  it('defaults to a JPEG of the requested size', async () => {
    const image = await renderArtwork({ seed: 3, width: 640, height: 640 })
    const metadata = await sharp(image).metadata()
    expect(metadata).toMatchObject({ format: 'jpeg', width: 640, height: 640 })
  })

  it('renders a PNG when asked, in non-square sizes', async () => {
    const options = { seed: 8, width: 800, height: 450, format: 'png' as const }
    const metadata = await sharp(await renderArtwork(options)).metadata()
    expect(metadata).toMatchObject({ format: 'png', width: 800, height: 450 })
  })

  it('is deterministic per seed and varies between seeds', async () => {
    const options = { seed: 11, width: 320, height: 320 }
    const first = await renderArtwork(options)
    expect((await renderArtwork(options)).equals(first)).toBe(true)
    expect((await renderArtwork({ ...options, seed: 12 })).equals(first)).toBe(false)
  })
})
