/**
 * Serves a buffer with HTTP Range support (a single `bytes=a-b`, `bytes=a-` or `bytes=-n`).
 * A range that starts past the end is refused with 416, as RFC 9110 asks.
 */
export const byteRangeResponse = (
  request: Request,
  body: Buffer,
  headers: Record<string, string>,
): Response => {
  const total = body.length
  const common = { ...headers, 'Accept-Ranges': 'bytes' }
  const header = request.headers.get('range')
  if (!header) {
    return new Response(new Uint8Array(body), {
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

  return new Response(new Uint8Array(body.subarray(start, end + 1)), {
    status: 206,
    headers: {
      ...common,
      'Content-Length': String(end - start + 1),
      'Content-Range': `bytes ${start}-${end}/${total}`,
    },
  })
}
