import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { Readable } from 'node:stream'

/** Something that can be served in byte ranges: a buffer in memory or a file on disk. */
export type RangeSource = { size: number; slice: (start: number, end: number) => BodyInit }

export const bufferSource = (buffer: Buffer): RangeSource => ({
  size: buffer.length,
  slice: (start, end) => new Uint8Array(buffer.subarray(start, end + 1)),
})

/** Streams from disk, so a large master is never read whole into memory. */
export const fileSource = async (file: string): Promise<RangeSource> => ({
  size: (await stat(file)).size,
  slice: (start, end) =>
    Readable.toWeb(createReadStream(file, { start, end })) as unknown as ReadableStream,
})

/**
 * Serves a source with HTTP Range support (a single `bytes=a-b`, `bytes=a-` or `bytes=-n`).
 * A range that starts past the end is refused with 416, as RFC 9110 asks.
 */
export const byteRangeResponse = (
  request: Request,
  source: RangeSource,
  headers: Record<string, string>,
): Response => {
  const total = source.size
  const common = { ...headers, 'Accept-Ranges': 'bytes' }
  const header = request.headers.get('range')
  if (!header) {
    return new Response(total > 0 ? source.slice(0, total - 1) : null, {
      headers: { ...common, 'Content-Length': String(total) },
    })
  }
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim())
  const unsatisfiable = () =>
    new Response(null, { status: 416, headers: { ...common, 'Content-Range': `bytes */${total}` } })
  if (!match || (match[1] === '' && match[2] === '')) return unsatisfiable()

  let start: number
  let end: number
  if (match[1] === '') {
    const suffix = Number(match[2])
    if (suffix === 0) return unsatisfiable()
    start = Math.max(0, total - suffix)
    end = total - 1
  } else {
    start = Number(match[1])
    end = match[2] === '' ? total - 1 : Math.min(Number(match[2]), total - 1)
  }
  if (start >= total || start > end) return unsatisfiable()

  return new Response(source.slice(start, end), {
    status: 206,
    headers: {
      ...common,
      'Content-Length': String(end - start + 1),
      'Content-Range': `bytes ${start}-${end}/${total}`,
    },
  })
}
