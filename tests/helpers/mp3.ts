// An MP3 reader of the tests' own, independent of the product's (src/lib/audio/mp3Frames.ts),
// so it can judge what the product cuts and encodes.

export type Mp3Stats = { frames: number; samples: number; sampleRates: Set<number>; mono: boolean }

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
export function readMp3(buffer: Buffer): Mp3Stats {
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

export const durationOf = (stats: Mp3Stats) => stats.samples / [...stats.sampleRates][0]
