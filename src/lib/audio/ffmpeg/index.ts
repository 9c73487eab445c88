/**
 * Turns one audio master into verified, fully tagged download files with ffmpeg. See
 * renderRendition for the guarantees; formats.ts for what is made from which master.
 */
export {
  buildsForMaster,
  FORMAT_IDS,
  FORMATS,
  formatsForMaster,
  isFormatId,
  isLossless,
  LOSSLESS_CODECS,
} from './formats'
export type { Format, FormatExt, FormatId } from './formats'
export { probeAudio, sha256File } from './probe'
export type { AudioProbe } from './probe'
export { renderRendition, RenditionError } from './render'
export type { RenderOptions } from './render'
export { runTool, ToolError } from './run'
export { tagsHash } from './tags'
export type { TrackTags } from './tags'
export { ffmpegTools } from './tools'
export type { FfmpegTools, ToolSource } from './tools'
