import type { TrackTags } from '@/lib/audio/ffmpeg/tags'
import type { Track } from '@/payload-types'

/** An ISRC without its dashes: country, registrant, year and designation (ISO 3901). */
export const ISRC_PATTERN = /^[A-Z]{2}[A-Z0-9]{3}\d{7}$/

const text = (value: string | null | undefined): string | undefined =>
  value && value.trim() ? value.trim() : undefined

/**
 * The tags written into every file of a track, from the track as published: nothing is taken
 * from the master's own tags. Until releases exist a track is its own single (track 1 of 1,
 * album = its title), dated by the year it was added.
 */
export const trackTags = (track: Pick<Track, keyof Track>): TrackTags => {
  const year = new Date(track.createdAt).getUTCFullYear()
  return {
    title: track.title,
    artist: track.artist,
    albumArtist: track.artist,
    album: track.title,
    trackNumber: 1,
    trackTotal: 1,
    year,
    genre: text(track.genre),
    isrc: text(track.isrc),
    lyrics: text(track.lyrics),
    credits: text(track.credits),
    copyright: `℗ ${year} ${track.artist}`,
  }
}
