/**
 * ffmpeg's FFMETADATA1 text format, used to hand tags to ffmpeg as an input file: lyrics and a
 * base64 cover picture can be far longer than the 128 kB an argv entry may be, and a file keeps
 * them out of `ps` output too.
 */

/** A tag list in order; a key may repeat. */
export type MetadataEntries = ReadonlyArray<readonly [string, string]>

/** Escapes what the format gives a meaning to: `=`, `;`, `#`, `\` and line breaks. */
export const escapeMetadata = (value: string): string =>
  value.replace(/\r\n?/g, '\n').replace(/[=;#\\\n]/g, (char) => `\\${char}`)

const LATIN1 = /^[\u0000-\u00ff]*$/

/**
 * ffmpeg copies tag bytes as they are. RIFF INFO has no encoding field and its readers
 * (Windows, music-metadata) take it as Latin-1, so WAV tags are written in Latin-1 whenever the
 * text fits; text that does not fit stays UTF-8, which tolerant readers detect.
 */
const encodeLine = (line: string, latin1: boolean): Buffer =>
  Buffer.from(line, latin1 && LATIN1.test(line) ? 'latin1' : 'utf8')

/** The whole file: the header line, then one `key=value` line per entry (as global metadata). */
export const ffmetadataFile = (
  entries: MetadataEntries,
  options: { latin1?: boolean } = {},
): Buffer =>
  Buffer.concat(
    [
      ';FFMETADATA1',
      ...entries.map(([key, value]) => `${escapeMetadata(key)}=${escapeMetadata(value)}`),
    ].map((line) => encodeLine(`${line}\n`, options.latin1 ?? false)),
  )
