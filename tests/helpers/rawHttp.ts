import http from 'node:http'

/** An answer as it came over the wire: the body as sent (still compressed, where fetch decodes). */
export type RawAnswer = {
  status: number
  headers: http.IncomingHttpHeaders
  /** The status line and headers as HTTP/1.1 sends them. */
  headerBytes: number
  body: Buffer
}

/** One request with exactly these headers (no Accept-Encoding unless given). */
export const rawRequest = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  new Promise<RawAnswer>((resolve, reject) => {
    http
      .request(url, { method, headers }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => {
          const { rawHeaders } = response
          let headerBytes = `HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n\r\n`
            .length
          for (let i = 0; i < rawHeaders.length; i += 2) {
            headerBytes += `${rawHeaders[i]}: ${rawHeaders[i + 1]}\r\n`.length
          }
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            headerBytes,
            body: Buffer.concat(chunks),
          })
        })
        response.on('error', reject)
      })
      .on('error', reject)
      .end()
  })
