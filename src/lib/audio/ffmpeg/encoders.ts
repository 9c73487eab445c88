import type { FormatId } from './formats'
import type { AudioProbe } from './probe'

/** What a correct rendition must measure, checked with ffprobe before it is published. */
export type Expected = {
  codec: string
  sampleRate: number
  channels: number
  /** Set for lossless output, whose depth must follow the master's (at most 24 bits). */
  bitDepth?: number
  /** Set for constant-bitrate output, whose rate must be within 5 % of this. */
  bitRate?: number
}

export type EncodePlan = { muxer: string; args: string[]; expected: Expected }

/** Lossy encoders gain nothing above 48 kHz; a 96 or 88.2 kHz master is halved for them. */
const lossyRate = (rate: number): number =>
  rate <= 48_000 ? rate : rate % 44_100 === 0 ? 44_100 : 48_000

/** MP3 has no more than two channels. */
const mp3Channels = (channels: number): number => Math.min(channels, 2)

/**
 * The encoder settings of each format for this master, and what the result must measure.
 * - MP3 320 and the stream are CBR (the stream is cut on frame boundaries for previews, which
 *   needs a steady frame size), at 44.1 kHz; V0 is LAME's best VBR.
 * - FLAC and WAV keep the master's rate and depth, but never more than 24 bits.
 * - An MP3 master's own "mp3" rendition is a stream copy: re-encoding would only lose more.
 */
export const encodePlan = (format: FormatId, master: AudioProbe): EncodePlan => {
  const depth = (master.bitDepth ?? 24) <= 16 ? 16 : 24
  switch (format) {
    case 'mp3-320':
    case 'stream': {
      const kbps = format === 'stream' ? 192 : 320
      const channels = format === 'stream' ? 2 : mp3Channels(master.channels)
      return {
        muxer: 'mp3',
        args: [
          ...['-c:a', 'libmp3lame', '-b:a', `${kbps}k`],
          ...['-ar', '44100', '-ac', String(channels)],
          // No ID3 from ffmpeg (node-id3 writes it), but the Xing/LAME frame that makes the
          // length and gapless playback exact.
          ...['-id3v2_version', '0', '-write_xing', '1'],
        ],
        expected: { codec: 'mp3', sampleRate: 44_100, channels, bitRate: kbps * 1000 },
      }
    }
    case 'mp3-v0': {
      const channels = mp3Channels(master.channels)
      return {
        muxer: 'mp3',
        args: [
          ...['-c:a', 'libmp3lame', '-q:a', '0', '-ar', '44100', '-ac', String(channels)],
          ...['-id3v2_version', '0', '-write_xing', '1'],
        ],
        expected: { codec: 'mp3', sampleRate: 44_100, channels },
      }
    }
    case 'mp3':
      return {
        muxer: 'mp3',
        args: ['-c:a', 'copy', '-id3v2_version', '0', '-write_xing', '1'],
        expected: { codec: 'mp3', sampleRate: master.sampleRate, channels: master.channels },
      }
    case 'flac':
      return {
        muxer: 'flac',
        args: [
          ...['-c:a', 'flac', '-compression_level', '8', '-ar', String(master.sampleRate)],
          ...(depth === 16
            ? ['-sample_fmt', 's16']
            : ['-sample_fmt', 's32', '-bits_per_raw_sample', '24']),
        ],
        expected: {
          codec: 'flac',
          sampleRate: master.sampleRate,
          channels: master.channels,
          bitDepth: depth,
        },
      }
    case 'aac': {
      const sampleRate = lossyRate(master.sampleRate)
      return {
        muxer: 'mp4',
        args: [
          ...['-c:a', 'aac', '-b:a', '256k', '-ar', String(sampleRate)],
          ...['-movflags', '+faststart'],
        ],
        expected: { codec: 'aac', sampleRate, channels: master.channels },
      }
    }
    case 'ogg': {
      const sampleRate = lossyRate(master.sampleRate)
      return {
        muxer: 'ogg',
        args: ['-c:a', 'libvorbis', '-q:a', '6', '-ar', String(sampleRate)],
        expected: { codec: 'vorbis', sampleRate, channels: master.channels },
      }
    }
    case 'wav': {
      const codec = depth === 16 ? 'pcm_s16le' : 'pcm_s24le'
      return {
        muxer: 'wav',
        args: ['-c:a', codec, '-ar', String(master.sampleRate)],
        expected: {
          codec,
          sampleRate: master.sampleRate,
          channels: master.channels,
          bitDepth: depth,
        },
      }
    }
  }
}
