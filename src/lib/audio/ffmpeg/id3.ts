import NodeID3 from 'node-id3'

import { type TrackTags, trackField } from './tags'

/**
 * Writes an ID3v2.3 tag at the start of an MP3 file, replacing any there. ID3v2.3 rather than
 * ffmpeg's v2.4, because it is the version every car stereo and older player reads, and
 * node-id3 writes the frames ffmpeg cannot (USLT lyrics, COMM, APIC with a picture type).
 */
export const writeId3 = async (
  file: string,
  tags: TrackTags,
  cover: { data: Buffer; mime: string } | null,
): Promise<void> => {
  const language = 'eng'
  const frames: NodeID3.Tags = {
    title: tags.title,
    artist: tags.artist,
    performerInfo: tags.albumArtist,
    album: tags.album,
    trackNumber: trackField(tags),
    year: tags.year === undefined ? undefined : String(tags.year),
    genre: tags.genre,
    ISRC: tags.isrc,
    copyright: tags.copyright,
    unsynchronisedLyrics: tags.lyrics ? { language, text: tags.lyrics } : undefined,
    comment: tags.credits ? { language, text: tags.credits } : undefined,
    image: cover
      ? { mime: cover.mime, type: { id: 3 }, description: 'Cover', imageBuffer: cover.data }
      : undefined,
  }
  for (const key of Object.keys(frames) as (keyof NodeID3.Tags)[]) {
    if (frames[key] === undefined || frames[key] === '') delete frames[key]
  }
  const result: unknown = await NodeID3.Promise.write(frames, file)
  if (result instanceof Error) throw result
}
