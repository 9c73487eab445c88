import sharp from 'sharp'

/** Picture type 3 of the FLAC/ID3 list: "Cover (front)". */
const FRONT_COVER = 3

/**
 * A FLAC PICTURE metadata block (without its block header) holding a front cover, base64
 * encoded: the METADATA_BLOCK_PICTURE Vorbis comment, which is how Ogg Vorbis carries cover art
 * since ffmpeg cannot mux a picture stream into Ogg. Width and height are read from the image.
 */
export const metadataBlockPicture = async (cover: Buffer): Promise<string> => {
  const { width, height, mime: type } = await coverFacts(cover)
  const mime = Buffer.from(type, 'ascii')
  const description = Buffer.alloc(0)
  const header = (values: number[]) => {
    const buffer = Buffer.alloc(values.length * 4)
    values.forEach((value, index) => buffer.writeUInt32BE(value, index * 4))
    return buffer
  }
  return Buffer.concat([
    header([FRONT_COVER, mime.length]),
    mime,
    header([description.length]),
    description,
    // Width, height, colour depth in bits per pixel, colours used (0: not an indexed image).
    header([width ?? 0, height ?? 0, 24, 0, cover.length]),
    cover,
  ]).toString('base64')
}

/** The cover's size and MIME type (a PNG, or else a JPEG), as the picture's headers state them. */
const coverFacts = async (cover: Buffer) => {
  const { width, height, format } = await sharp(cover).metadata()
  return { width, height, mime: format === 'png' ? 'image/png' : 'image/jpeg' }
}

/** The cover's MIME type, for containers that store it beside the picture. */
export const coverMime = async (cover: Buffer): Promise<string> => (await coverFacts(cover)).mime
