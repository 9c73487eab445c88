import type { MetadataEntries } from './ffmetadata'
import { type TrackTags, trackField } from './tags'

type Field = readonly [string, string | number | undefined]

const present = (fields: readonly Field[]): MetadataEntries =>
  fields
    .filter((field): field is readonly [string, string | number] => {
      const value = field[1]
      return value !== undefined && value !== ''
    })
    .map(([key, value]) => [key, String(value)] as const)

/**
 * Vorbis comments (FLAC and Ogg), with the field names players read: TRACKNUMBER plus
 * TRACKTOTAL rather than "3/12", ALBUMARTIST, ISRC and LYRICS.
 */
export const vorbisComments = (tags: TrackTags): MetadataEntries =>
  present([
    ['TITLE', tags.title],
    ['ARTIST', tags.artist],
    ['ALBUMARTIST', tags.albumArtist],
    ['ALBUM', tags.album],
    ['TRACKNUMBER', tags.trackNumber],
    ['TRACKTOTAL', tags.trackTotal],
    ['DATE', tags.year],
    ['GENRE', tags.genre],
    ['ISRC', tags.isrc],
    ['LYRICS', tags.lyrics],
    ['COMMENT', tags.credits],
    ['COPYRIGHT', tags.copyright],
  ])

/**
 * ffmpeg's generic names, which its MP4 muxer turns into iTunes atoms (©nam, ©ART, aART,
 * ©alb, trkn, ©day, ©gen, cprt, ©lyr, ©cmt). It writes no freeform atoms, so an M4A carries
 * no ISRC.
 */
export const mp4Metadata = (tags: TrackTags): MetadataEntries =>
  present([
    ['title', tags.title],
    ['artist', tags.artist],
    ['album_artist', tags.albumArtist],
    ['album', tags.album],
    ['track', trackField(tags)],
    ['date', tags.year],
    ['genre', tags.genre],
    ['copyright', tags.copyright],
    ['lyrics', tags.lyrics],
    ['comment', tags.credits],
  ])

/**
 * RIFF INFO chunks, the only tags ffmpeg's WAV muxer writes. INFO has no album artist, ISRC,
 * lyrics or picture field.
 */
export const riffInfo = (tags: TrackTags): MetadataEntries =>
  present([
    ['INAM', tags.title],
    ['IART', tags.artist],
    ['IPRD', tags.album],
    ['ITRK', trackField(tags)],
    ['ICRD', tags.year],
    ['IGNR', tags.genre],
    ['ICOP', tags.copyright],
    ['ICMT', tags.credits],
  ])
