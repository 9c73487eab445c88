/**
 * Just enough of the MPEG audio frame format to find where each Layer III frame starts and how
 * long it plays, so a window of a track can be cut on frame boundaries without re-encoding.
 */

export type Mp3Frame = { offset: number; length: number; samples: number; sampleRate: number }

const BITRATES_KBPS = {
  mpeg1: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  mpeg2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
}
const SAMPLE_RATES: Record<number, number[]> = {
  3: [44100, 48000, 32000], // MPEG-1
  2: [22050, 24000, 16000], // MPEG-2
  0: [11025, 12000, 8000], // MPEG-2.5
}

/** Size of a leading ID3v2 tag (its length is stored as a 28-bit "syncsafe" integer). */
const id3Length = (data: Buffer): number => {
  if (data.length < 10 || data.toString('latin1', 0, 3) !== 'ID3') return 0
  const size = (data[6] << 21) | (data[7] << 14) | (data[8] << 7) | data[9]
  return 10 + size + (data[5] & 0x10 ? 10 : 0)
}

const readHeader = (data: Buffer, offset: number): Omit<Mp3Frame, 'offset'> | null => {
  if (offset + 4 > data.length) return null
  if (data[offset] !== 0xff || (data[offset + 1] & 0xe0) !== 0xe0) return null
  const version = (data[offset + 1] >> 3) & 0x03
  const layer = (data[offset + 1] >> 1) & 0x03
  const bitrateIndex = data[offset + 2] >> 4
  const rateIndex = (data[offset + 2] >> 2) & 0x03
  const padding = (data[offset + 2] >> 1) & 0x01
  if (
    version === 1 ||
    layer !== 1 ||
    bitrateIndex === 0 ||
    bitrateIndex === 15 ||
    rateIndex === 3
  ) {
    return null
  }
  const mpeg1 = version === 3
  const bitrate = (mpeg1 ? BITRATES_KBPS.mpeg1 : BITRATES_KBPS.mpeg2)[bitrateIndex] * 1000
  const sampleRate = SAMPLE_RATES[version][rateIndex]
  const samples = mpeg1 ? 1152 : 576
  const length = Math.floor(((samples / 8) * bitrate) / sampleRate) + padding
  return { length, samples, sampleRate }
}

/** Every frame of an MP3 file, in order. Bytes that are not a frame (tags, junk) are skipped. */
export const mp3Frames = (data: Buffer): Mp3Frame[] => {
  const frames: Mp3Frame[] = []
  let offset = id3Length(data)
  while (offset + 4 <= data.length) {
    const header = readHeader(data, offset)
    if (header && header.length > 0 && offset + header.length <= data.length) {
      frames.push({ offset, ...header })
      offset += header.length
    } else {
      offset += 1
    }
  }
  return frames
}

export const framesDuration = (frames: readonly Mp3Frame[]): number =>
  frames.reduce((seconds, frame) => seconds + frame.samples / frame.sampleRate, 0)

/**
 * The frames that start inside [startSeconds, startSeconds + lengthSeconds) and end by its end:
 * the clip never plays longer than the window.
 */
export const cutWindow = (
  data: Buffer,
  startSeconds: number,
  lengthSeconds: number,
): { clip: Buffer; seconds: number } => {
  const frames = mp3Frames(data)
  const end = startSeconds + lengthSeconds
  let time = 0
  const kept: Mp3Frame[] = []
  for (const frame of frames) {
    const duration = frame.samples / frame.sampleRate
    if (time >= startSeconds - 1e-9 && time + duration <= end + 1e-9) kept.push(frame)
    time += duration
    if (time >= end) break
  }
  if (kept.length === 0) return { clip: Buffer.alloc(0), seconds: 0 }
  const first = kept[0]
  const last = kept[kept.length - 1]
  return {
    clip: data.subarray(first.offset, last.offset + last.length),
    seconds: framesDuration(kept),
  }
}
