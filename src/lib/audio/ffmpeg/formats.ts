/** Every file the shop can build from a master: the downloads it sells and the preview stream. */
export const FORMAT_IDS = [
  'mp3-320',
  'mp3-v0',
  'flac',
  'aac',
  'ogg',
  'wav',
  'mp3',
  'stream',
] as const

export type FormatId = (typeof FORMAT_IDS)[number]

export type FormatExt = 'mp3' | 'flac' | 'm4a' | 'ogg' | 'wav'

export type Format = {
  label: string
  ext: FormatExt
  mime: string
  /** The codec_name ffprobe must report for the rendition, checked before it is published. */
  codec: string
  /** False for what is built for the site's own player and never offered as a download. */
  forSale: boolean
}

export const FORMATS: Readonly<Record<FormatId, Format>> = {
  'mp3-320': { label: 'MP3 320', ext: 'mp3', mime: 'audio/mpeg', codec: 'mp3', forSale: true },
  'mp3-v0': { label: 'MP3 V0', ext: 'mp3', mime: 'audio/mpeg', codec: 'mp3', forSale: true },
  flac: { label: 'FLAC', ext: 'flac', mime: 'audio/flac', codec: 'flac', forSale: true },
  aac: { label: 'AAC', ext: 'm4a', mime: 'audio/mp4', codec: 'aac', forSale: true },
  ogg: { label: 'Ogg Vorbis', ext: 'ogg', mime: 'audio/ogg', codec: 'vorbis', forSale: true },
  wav: { label: 'WAV', ext: 'wav', mime: 'audio/wav', codec: 'pcm', forSale: true },
  mp3: { label: 'MP3', ext: 'mp3', mime: 'audio/mpeg', codec: 'mp3', forSale: true },
  stream: { label: 'Stream MP3', ext: 'mp3', mime: 'audio/mpeg', codec: 'mp3', forSale: false },
}

export const isFormatId = (value: unknown): value is FormatId =>
  typeof value === 'string' && (FORMAT_IDS as readonly string[]).includes(value)

/** Codecs that lose nothing, so every other format can honestly be made from them. */
export const LOSSLESS_CODECS: readonly string[] = ['flac', 'alac']

export const isLossless = (codec: string): boolean =>
  codec.startsWith('pcm_') || LOSSLESS_CODECS.includes(codec)

const FROM_LOSSLESS: readonly FormatId[] = ['mp3-320', 'mp3-v0', 'flac', 'aac', 'ogg', 'wav']

/**
 * The formats sold for a master with this codec. A lossless master yields the whole range; an
 * MP3 master is only ever sold as itself, re-tagged, because a FLAC or WAV made from it would
 * be a lossy file dressed up as lossless; anything else (AAC, Opus...) is not sold at all.
 */
export const formatsForMaster = (codec: string): FormatId[] => {
  if (isLossless(codec)) return [...FROM_LOSSLESS]
  if (codec === 'mp3') return ['mp3']
  return []
}

/**
 * The files to build for a master: what is sold, plus the preview stream when the master is
 * lossless. An MP3 master needs no stream rendition: the player streams the master itself.
 */
export const buildsForMaster = (codec: string): FormatId[] => {
  const sold = formatsForMaster(codec)
  return isLossless(codec) ? [...sold, 'stream'] : sold
}
