import { createHash } from 'node:crypto'

/** What every download carries about its track, whatever the container calls each field. */
export type TrackTags = {
  title: string
  artist: string
  albumArtist: string
  album?: string
  trackNumber?: number
  trackTotal?: number
  year?: number
  genre?: string
  isrc?: string
  lyrics?: string
  /** Who played, wrote and produced: written as the comment, where players show it. */
  credits?: string
  copyright?: string
}

const sha256 = (data: string | Buffer): string => createHash('sha256').update(data).digest('hex')

/** JSON with keys in sorted order and empty fields left out, so equal tags give equal text. */
const canonicalJson = (tags: TrackTags): string => {
  const entries = Object.entries(tags)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return JSON.stringify(Object.fromEntries(entries))
}

/**
 * The part of a rendition's cache key that the tags and cover decide: a rendition whose hash
 * still matches needs no rebuild, and editing a title or replacing the cover changes it. The
 * order in which fields were set, and fields that are empty, do not.
 */
export const tagsHash = (tags: TrackTags, cover: Buffer | null): string =>
  sha256(`${canonicalJson(tags)}\n${cover ? sha256(cover) : 'no-cover'}`)

/** "3/12", "3" or undefined: the track field as ID3, MP4 and RIFF write it. */
export const trackField = (tags: TrackTags): string | undefined => {
  if (tags.trackNumber === undefined) return undefined
  return tags.trackTotal === undefined
    ? String(tags.trackNumber)
    : `${tags.trackNumber}/${tags.trackTotal}`
}
