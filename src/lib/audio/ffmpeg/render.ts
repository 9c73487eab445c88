import { randomBytes } from 'node:crypto'
import { mkdtemp, rename, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { parseFile } from 'music-metadata'

import { mp4Metadata, riffInfo, vorbisComments } from './containerTags'
import { encodePlan, type Expected } from './encoders'
import { ffmetadataFile, type MetadataEntries } from './ffmetadata'
import { buildsForMaster, FORMATS, type FormatId } from './formats'
import { writeId3 } from './id3'
import { coverMime, metadataBlockPicture } from './picture'
import { type AudioProbe, probeAudio } from './probe'
import { runTool, ToolError } from './run'
import type { TrackTags } from './tags'
import { ffmpegTools } from './tools'

/** How far a rendition's length may stray from the master's before it counts as broken. */
const DURATION_TOLERANCE_SECONDS = 0.05
/** What names ffmpeg's temporary output (`.{name}.{random}.tmp.{ext}`) beside the target. */
const TEMP_MARK = '.tmp.'

/** Whether a file name in the output folder is a temporary file of renderRendition's. */
export const isTemporaryOutput = (name: string): boolean =>
  name.startsWith('.') && name.includes(TEMP_MARK)

/** Linux takes at most 128 kB per command-line argument (MAX_ARG_STRLEN). */
const MAX_ARGUMENT_CHARS = 120_000
/** How far a CBR rendition's bitrate may stray from the nominal one. */
const BITRATE_TOLERANCE = 0.05

/**
 * A rendition that could not be made or did not check out. `reason` is what a person fixing
 * it needs: ffmpeg's last error line, or the measurement that was wrong.
 */
export class RenditionError extends Error {
  readonly reason: string
  readonly format: FormatId

  constructor(format: FormatId, reason: string, options?: { cause?: unknown }) {
    super(`${FORMATS[format].label} rendition failed: ${reason}`, options)
    this.name = 'RenditionError'
    this.reason = reason
    this.format = format
  }
}

export type RenderOptions = {
  /** Path of the master file. */
  master: string
  /** The master's length in seconds, from probeAudio: the rendition must match it. */
  masterDuration: number
  format: FormatId
  tags: TrackTags
  /** The front cover (JPEG), or null for none. */
  cover: Buffer | null
  /** Where the finished file goes; it appears there only once it has been checked. */
  out: string
  /** Kill ffmpeg after this long; by default two minutes plus the master's length. */
  timeoutMs?: number
  /** The master's probe when the caller already has it, to spare a second ffprobe run. */
  masterProbe?: AudioProbe
}

/** Every way the rendition differs from what it must be; empty when it is right. */
const mismatches = (probe: AudioProbe, expected: Expected, duration: number): string[] => {
  const found: string[] = []
  if (probe.codec !== expected.codec) found.push(`codec ${probe.codec}, expected ${expected.codec}`)
  if (probe.sampleRate !== expected.sampleRate) {
    found.push(`sample rate ${probe.sampleRate} Hz, expected ${expected.sampleRate} Hz`)
  }
  if (probe.channels !== expected.channels) {
    found.push(`${probe.channels} channels, expected ${expected.channels}`)
  }
  if (expected.bitDepth !== undefined && probe.bitDepth !== expected.bitDepth) {
    found.push(`${probe.bitDepth ?? 'unknown'}-bit, expected ${expected.bitDepth}-bit`)
  }
  if (
    expected.bitRate !== undefined &&
    (probe.bitRate === null ||
      Math.abs(probe.bitRate - expected.bitRate) > expected.bitRate * BITRATE_TOLERANCE)
  ) {
    const kbps = (rate: number | null) =>
      rate === null ? 'unknown' : `${Math.round(rate / 1000)}k`
    found.push(`bitrate ${kbps(probe.bitRate)}, expected ${kbps(expected.bitRate)}`)
  }
  if (Math.abs(probe.durationSeconds - duration) > DURATION_TOLERANCE_SECONDS) {
    found.push(`duration ${probe.durationSeconds.toFixed(3)} s, expected ${duration.toFixed(3)} s`)
  }
  return found
}

/**
 * Whether a player will find the same picture in the file. Some ffmpeg builds (the npm static
 * one, from 2018) cut a long Ogg comment short, which garbles an embedded cover silently.
 */
const carriesCover = async (file: string, cover: Buffer): Promise<boolean> => {
  const { common } = await parseFile(file, { duration: false })
  const picture = common.picture?.[0]?.data
  return picture !== undefined && Buffer.from(picture).equals(cover)
}

const reasonOf = (error: unknown): string =>
  error instanceof ToolError ? error.reason : error instanceof Error ? error.message : String(error)

/** The ffmpeg inputs after the master (tags file, cover) and the output options that use them. */
type TagArgs = { inputs: string[]; outputs: string[] }

const tagArgs = async (
  format: FormatId,
  tags: TrackTags,
  cover: Buffer | null,
  work: string,
): Promise<TagArgs> => {
  const ext = FORMATS[format].ext
  // node-id3 tags MP3s afterwards; ffmpeg only has to carry nothing over from the master.
  if (ext === 'mp3') return { inputs: [], outputs: ['-map_metadata', '-1', '-vn'] }
  const metadataFile = async (entries: MetadataEntries) => {
    const file = path.join(work, 'tags.ffmetadata')
    await writeFile(file, ffmetadataFile(entries, { latin1: ext === 'wav' }))
    return ['-f', 'ffmetadata', '-i', file]
  }
  if (ext === 'ogg') {
    // The Ogg muxer writes the comments of the stream, and the picture can only be a comment.
    // It goes on the command line: older ffmpeg builds cut a metadata file's lines at ~1 kB.
    const picture = cover ? await metadataBlockPicture(cover) : null
    if (picture && picture.length > MAX_ARGUMENT_CHARS) {
      throw new Error(`the cover is too large to embed in Ogg (${picture.length} characters)`)
    }
    return {
      inputs: await metadataFile(vorbisComments(tags)),
      outputs: [
        ...['-map_metadata', '-1', '-map_metadata:s:a', '1:g', '-vn'],
        ...(picture ? ['-metadata:s:a:0', `METADATA_BLOCK_PICTURE=${picture}`] : []),
      ],
    }
  }
  const entries =
    ext === 'flac' ? vorbisComments(tags) : ext === 'm4a' ? mp4Metadata(tags) : riffInfo(tags)
  const inputs = await metadataFile(entries)
  const outputs = ['-map_metadata', '-1', '-map_metadata', '1']
  if (cover && (ext === 'flac' || ext === 'm4a')) {
    // ffmpeg picks the image demuxer by the file's extension.
    const png = (await coverMime(cover)) === 'image/png'
    const file = path.join(work, png ? 'cover.png' : 'cover.jpg')
    await writeFile(file, cover)
    inputs.push('-i', file)
    // No -vn here: it would drop the mapped cover too. Only the master's audio is mapped.
    outputs.push('-map', '2:v:0', '-c:v', 'copy', '-disposition:v:0', 'attached_pic')
  } else {
    outputs.push('-vn')
  }
  return { inputs, outputs }
}

/**
 * Makes one download file from a master, fully tagged, and publishes it only once ffprobe has
 * confirmed it is what was asked for: codec, sample rate, channels, depth or CBR bitrate, and a
 * length within 50 ms of the master's. ffmpeg writes to a hidden temporary file beside `out`,
 * which is renamed over `out` at the end (atomic on one filesystem), so a crash, a timeout, or a
 * file cut short by a full disk never leaves anything at `out` that a customer could download.
 * Throws RenditionError, having removed the temporary file.
 */
export const renderRendition = async (
  options: RenderOptions,
): Promise<{ size: number; probe: AudioProbe }> => {
  const { master, masterDuration, format, tags, cover, out } = options
  const { ext } = FORMATS[format]
  const temp = path.join(
    path.dirname(out),
    `.${path.basename(out)}.${randomBytes(6).toString('hex')}${TEMP_MARK}${ext}`,
  )
  let work: string | null = null
  try {
    const masterProbe = options.masterProbe ?? (await probeAudio(master))
    if (!buildsForMaster(masterProbe.codec).includes(format)) {
      throw new Error(`a ${masterProbe.codec} master cannot make a ${FORMATS[format].label} file`)
    }
    const plan = encodePlan(format, masterProbe)
    work = await mkdtemp(path.join(tmpdir(), 'rendition-'))
    const { ffmpeg } = await ffmpegTools()
    const tagging = await tagArgs(format, tags, cover, work)
    const args = [
      ...['-nostdin', '-y', '-hide_banner', '-v', 'error', '-i', master, ...tagging.inputs],
      ...['-map', '0:a:0', ...tagging.outputs, ...plan.args, '-f', plan.muxer, temp],
    ]
    const timeoutMs = options.timeoutMs ?? 120_000 + Math.ceil(masterDuration * 1000)
    await runTool(ffmpeg, args, { timeoutMs })
    if (ext === 'mp3') {
      await writeId3(temp, tags, cover ? { data: cover, mime: await coverMime(cover) } : null)
    }
    const probe = await probeAudio(temp)
    const wrong = mismatches(probe, plan.expected, masterDuration)
    if (cover && ext !== 'wav' && !(await carriesCover(temp, cover))) {
      wrong.push('the cover does not read back intact')
    }
    if (wrong.length > 0) throw new Error(wrong.join('; '))
    const { size } = await stat(temp)
    await rename(temp, out)
    return { size, probe }
  } catch (error) {
    await rm(temp, { force: true })
    if (error instanceof RenditionError) throw error
    throw new RenditionError(format, reasonOf(error), { cause: error })
  } finally {
    if (work) await rm(work, { recursive: true, force: true })
  }
}
