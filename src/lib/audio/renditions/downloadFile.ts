import path from 'node:path'

import { FORMAT_IDS, FORMATS, type FormatId } from '@/lib/audio/ffmpeg/formats'
import type { TrackMaster } from '@/lib/catalogue/trackMaster'

import { renditionsDir } from './keys'
import type { RenditionState } from './states'

export type DownloadFile =
  | { ok: true; file: string; mime: string; filename: string }
  | { ok: false; status: 400; error: string }
  | { ok: false; status: 503; error: string; state: RenditionState }

/** What a download may ask for: every sold format (the player's stream is not one). */
export const DOWNLOAD_FORMATS = FORMAT_IDS.filter((format) => FORMATS[format].forSale)

const offered = (master: TrackMaster): readonly FormatId[] => master.plan?.forSale ?? ['mp3']

/**
 * The file a download serves. With no format, what the spec's call always gave: an MP3 named
 * `track-{id}.mp3` (MP3 320 of a lossless master; an MP3 master itself, tagged once its tagged
 * copy is made). With a format, that one, if this track is sold in it; a file still being made
 * answers with its state so the caller can come back, never with a wait. `byTitle`: the
 * messages name the track ("Title") rather than "this track" (a release's zip, of several).
 */
export const resolveDownloadFile = (
  master: TrackMaster,
  requested: string | null,
  { byTitle = false }: { byTitle?: boolean } = {},
): DownloadFile => {
  const subject = byTitle ? `"${master.title}"` : 'this track'
  const formats = offered(master)
  const choices = formats.join(', ')
  if (requested !== null && !(DOWNLOAD_FORMATS as readonly string[]).includes(requested)) {
    return { ok: false, status: 400, error: `Unknown format. Choose one of: ${choices}.` }
  }
  const format = (requested ?? (formats.includes('mp3') ? 'mp3' : 'mp3-320')) as FormatId
  if (!formats.includes(format)) {
    return {
      ok: false,
      status: 400,
      error: `${byTitle ? subject : 'This track'} is not sold as ${FORMATS[format].label}. Choose one of: ${choices}.`,
    }
  }
  const named = (file: string) => ({
    ok: true as const,
    file,
    mime: FORMATS[format].mime,
    filename: `track-${master.trackId}.${FORMATS[format].ext}`,
  })
  const key = master.plan?.keys[format]
  // A master stored before masters were probed has no files made from it: it is served itself.
  if (!key) return named(master.masterFile)
  const row = master.renditions.get(key)
  if (row?.state === 'ready' && row.filename) return named(path.join(renditionsDir(), row.filename))
  // An MP3 master is already what was asked for: until its tagged copy is made, it goes as is.
  if (format === 'mp3' && requested === null) return named(master.masterFile)
  const state = row?.state ?? 'queued'
  return {
    ok: false,
    status: 503,
    error: `The ${FORMATS[format].label} file of ${subject} is being prepared (${state}). Try again in a moment.`,
    state,
  }
}
