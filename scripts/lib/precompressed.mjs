// The build's scripts and stylesheets as Brotli compressed them at its best when the app was
// built (src/lib/build/precompress.mjs), sent to the browsers that take Brotli in place of
// compressing them again on each request. Next still answers the request (its headers, the
// security headers of the proxy, a 304 to a revalidation); only a whole file's body is swapped
// for its compressed copy.
import fs from 'node:fs'
import path from 'node:path'

import Negotiator from 'negotiator'
import vary from 'vary'

import { PRECOMPRESSED_FILE, PRECOMPRESSED_SUFFIX } from '../../src/lib/build/precompress.mjs'

const STATIC_PATH = '/_next/static/'
// As the compression middleware negotiates (scripts/server.mjs): Brotli first.
const ENCODINGS = ['br', 'gzip', 'deflate', 'identity']
const PREFERRED = ['br', 'gzip']

/**
 * The copies of one build, `distDir` (`.next`). The list of them is read once: a build's files
 * do not change under a running server. Each copy is read from disk the first time it is asked
 * for and kept (≈ 1.2 MB for all of them).
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => boolean}
 *   answers whether it takes the response's body over; when it does, the request goes to Next
 *   without another compression.
 */
export function precompressedStatic(distDir) {
  const staticDir = path.join(distDir, 'static')
  const available = new Set(
    fs.existsSync(staticDir)
      ? fs
          .readdirSync(staticDir, { recursive: true })
          .map(String)
          .filter((file) => file.endsWith(PRECOMPRESSED_SUFFIX))
          .map((file) => file.slice(0, -PRECOMPRESSED_SUFFIX.length))
          .filter((file) => PRECOMPRESSED_FILE.test(file))
          .map((file) => STATIC_PATH + file.split(path.sep).join('/'))
      : [],
  )
  /** @type {Map<string, Buffer>} */
  const copies = new Map()
  const copyOf = (urlPath) => {
    let copy = copies.get(urlPath)
    if (!copy) {
      const file = path.join(staticDir, ...urlPath.slice(STATIC_PATH.length).split('/'))
      copy = fs.readFileSync(file + PRECOMPRESSED_SUFFIX)
      copies.set(urlPath, copy)
    }
    return copy
  }

  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false
    // A part of a file (Range) is sent as Next sends it.
    if (req.headers.range) return false
    const urlPath = (req.url ?? '').split('?')[0]
    if (!available.has(urlPath)) return false
    if (new Negotiator(req).encoding(ENCODINGS, PREFERRED) !== 'br') return false

    const copy = copyOf(urlPath)
    const { writeHead, write, end } = res
    let swapped = false
    // Next sets its headers, then sends the head with the status alone.
    res.writeHead = function (status, ...rest) {
      if (status === 200 && rest.length === 0) {
        swapped = true
        this.setHeader('Content-Encoding', 'br')
        this.setHeader('Content-Length', copy.length)
        vary(this, 'Accept-Encoding')
      }
      return writeHead.call(this, status, ...rest)
    }
    // Whether this response is the whole file, once its head is out (Next sends it with the
    // first write, or with the end for a HEAD).
    const whole = (response) => {
      if (!response.headersSent) response.writeHead(response.statusCode)
      return swapped
    }
    // The file as Next reads it is dropped; its end sends the copy instead.
    res.write = function (...args) {
      if (!whole(this)) return write.apply(this, args)
      const callback = args.find((arg) => typeof arg === 'function')
      if (callback) process.nextTick(callback)
      return true
    }
    res.end = function (...args) {
      if (!whole(this)) return end.apply(this, args)
      const callback = args.find((arg) => typeof arg === 'function')
      return req.method === 'HEAD' ? end.call(this, callback) : end.call(this, copy, callback)
    }
    return true
  }
}
