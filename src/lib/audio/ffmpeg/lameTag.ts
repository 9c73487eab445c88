import { open } from 'node:fs/promises'

/** What the Xing/Info frame at the start of an MP3 says about the whole file. */
export type LameTag = {
  frames: number
  samplesPerFrame: number
  sampleRate: number
  delay: number
  padding: number
}

const SAMPLE_RATES: Record<number, number[]> = {
  3: [44100, 48000, 32000],
  2: [22050, 24000, 16000],
  0: [11025, 12000, 8000],
}

/** Enough of the file to hold an ID3v2 tag with a cover and the first frame after it. */
const HEAD_BYTES = 64 * 1024

const id3Size = (head: Buffer): number =>
  head.length >= 10 && head.toString('latin1', 0, 3) === 'ID3'
    ? 10 +
      ((head[6] << 21) | (head[7] << 14) | (head[8] << 7) | head[9]) +
      (head[5] & 0x10 ? 10 : 0)
    : 0

const readAt = async (file: string, position: number, length: number): Promise<Buffer> => {
  const handle = await open(file, 'r')
  try {
    const { bytesRead, buffer } = await handle.read(Buffer.alloc(length), 0, length, position)
    return buffer.subarray(0, bytesRead)
  } finally {
    await handle.close()
  }
}

/** Parses the Xing/Info header (and its LAME extension) in the first frame of `frame`. */
const parseFrame = (frame: Buffer): LameTag | null => {
  if (frame.length < 4 || frame[0] !== 0xff || (frame[1] & 0xe0) !== 0xe0) return null
  const version = (frame[1] >> 3) & 0x03
  const rateIndex = (frame[2] >> 2) & 0x03
  if (version === 1 || rateIndex === 3 || ((frame[1] >> 1) & 0x03) !== 1) return null
  const mpeg1 = version === 3
  const mono = frame[3] >> 6 === 3
  const sideInfo = mpeg1 ? (mono ? 17 : 32) : mono ? 9 : 17
  let p = 4 + sideInfo
  const id = frame.toString('latin1', p, p + 4)
  if (id !== 'Xing' && id !== 'Info') return null
  const flags = frame.readUInt32BE(p + 4)
  p += 8
  if (!(flags & 1)) return null
  const frames = frame.readUInt32BE(p)
  p += 4
  if (flags & 2) p += 4
  if (flags & 4) p += 100
  if (flags & 8) p += 4
  let delay = 0
  let padding = 0
  // The LAME extension: 9 bytes of encoder name, 12 bytes of settings, then delay and padding.
  if (p + 24 <= frame.length && /^[\w .]{4}$/.test(frame.toString('latin1', p, p + 4))) {
    const at = p + 21
    delay = (frame[at] << 4) | (frame[at + 1] >> 4)
    padding = ((frame[at + 1] & 0x0f) << 8) | frame[at + 2]
  }
  return {
    frames,
    samplesPerFrame: mpeg1 ? 1152 : 576,
    sampleRate: SAMPLE_RATES[version][rateIndex],
    delay,
    padding,
  }
}

/**
 * The Xing/Info + LAME header of an MP3 file, or null when it has none. It is what makes an
 * MP3's length exact: ffprobe counts whole frames (up to ~50 ms more than was encoded), while
 * the LAME tag also records the encoder's delay and the padding of the last frame.
 */
export const readLameTag = async (file: string): Promise<LameTag | null> => {
  const head = await readAt(file, 0, 10)
  const start = id3Size(head)
  const data = await readAt(file, start, HEAD_BYTES)
  // Skip any junk between the tag and the first frame, as decoders do.
  for (let i = 0; i + 4 <= data.length; i += 1) {
    if (data[i] === 0xff && (data[i + 1] & 0xe0) === 0xe0) return parseFrame(data.subarray(i))
  }
  return null
}

/** Seconds of audio an MP3 with this tag plays once the decoder honours delay and padding. */
export const gaplessSeconds = (tag: LameTag): number =>
  (tag.frames * tag.samplesPerFrame - tag.delay - tag.padding) / tag.sampleRate
