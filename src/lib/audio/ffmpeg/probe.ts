import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'

import { gaplessSeconds, readLameTag } from './lameTag'
import { runTool, ToolError } from './run'
import { ffmpegTools } from './tools'

/** The facts about an audio file that decide which renditions it can make and prove them right. */
export type AudioProbe = {
  /** ffprobe's format name, e.g. 'wav', 'flac', 'mp3', 'ogg', 'mov,mp4,m4a,3gp,3g2,mj2'. */
  container: string
  /** ffprobe's codec_name of the first audio stream, e.g. 'pcm_s24le', 'flac', 'mp3'. */
  codec: string
  sampleRate: number
  /** Bits per sample of a lossless stream; null for lossy codecs, which have none. */
  bitDepth: number | null
  channels: number
  durationSeconds: number
  bitRate: number | null
}

type FfprobeStream = {
  codec_type?: string
  codec_name?: string
  sample_rate?: string
  sample_fmt?: string
  channels?: number
  bits_per_sample?: number
  bits_per_raw_sample?: string
  bit_rate?: string
  duration?: string
}
type FfprobeOutput = {
  streams?: FfprobeStream[]
  format?: { format_name?: string; duration?: string; bit_rate?: string }
}

const PROBE_TIMEOUT_MS = 30_000

const SAMPLE_FORMAT_BITS: Record<string, number> = { u8: 8, s16: 16, s32: 32, flt: 32, dbl: 64 }

const positive = (value: string | number | undefined): number | null => {
  const number = Number(value)
  return Number.isFinite(number) && number > 0 ? number : null
}

const bitDepthOf = (stream: FfprobeStream): number | null => {
  const codec = stream.codec_name ?? ''
  if (!codec.startsWith('pcm_') && codec !== 'flac' && codec !== 'alac') return null
  return (
    positive(stream.bits_per_raw_sample) ??
    positive(stream.bits_per_sample) ??
    SAMPLE_FORMAT_BITS[(stream.sample_fmt ?? '').replace(/p$/, '')] ??
    null
  )
}

/** A probe failure with the reason a person uploading a file would need to hear. */
const unreadable = (reason: string) => new ToolError('ffprobe', reason)

/**
 * Reads what an audio file really is, from its bytes rather than its name or MIME type. A file
 * with no audio stream, or without a usable length (a truncated or damaged upload), is refused
 * with ToolError, so nothing downstream ever sells a rendition of a broken master. For MP3 the
 * length comes from the LAME tag when there is one, which is exact to the sample.
 */
export const probeAudio = async (file: string): Promise<AudioProbe> => {
  const { ffprobe } = await ffmpegTools()
  const { stdout } = await runTool(
    ffprobe,
    ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file],
    { timeoutMs: PROBE_TIMEOUT_MS },
  )
  let parsed: FfprobeOutput
  try {
    parsed = JSON.parse(stdout.toString('utf8')) as FfprobeOutput
  } catch {
    throw unreadable('ffprobe printed no readable report')
  }
  const stream = parsed.streams?.find((candidate) => candidate.codec_type === 'audio')
  if (!stream?.codec_name) throw unreadable('no audio stream in the file')
  const sampleRate = positive(stream.sample_rate)
  const channels = positive(stream.channels)
  if (!sampleRate || !channels) throw unreadable('the audio stream has no sample rate or channels')
  let durationSeconds = positive(parsed.format?.duration) ?? positive(stream.duration)
  if (stream.codec_name === 'mp3') {
    const tag = await readLameTag(file).catch(() => null)
    const gapless = tag ? gaplessSeconds(tag) : 0
    if (gapless > 0) durationSeconds = gapless
  }
  if (!durationSeconds) throw unreadable('the audio has no duration (empty, truncated or damaged)')
  return {
    container: parsed.format?.format_name ?? 'unknown',
    codec: stream.codec_name,
    sampleRate,
    bitDepth: bitDepthOf(stream),
    channels,
    durationSeconds,
    bitRate: positive(stream.bit_rate) ?? positive(parsed.format?.bit_rate),
  }
}

/** SHA-256 of a file, read as a stream so a 500 MB master never sits in memory. */
export const sha256File = (file: string): Promise<string> =>
  new Promise((resolve, reject) => {
    const hash = createHash('sha256')
    createReadStream(file)
      .on('error', reject)
      .on('data', (chunk) => hash.update(chunk))
      .on('end', () => resolve(hash.digest('hex')))
  })
