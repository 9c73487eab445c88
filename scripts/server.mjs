#!/usr/bin/env node
// The app's HTTP server: Next.js (and Payload inside it) behind a Node server of our own, so that
// the client's address comes from the socket, or from the configured proxies only
// (scripts/lib/client-address.mjs). `npm start`, `npm run dev` and the browser tests' server run
// the app through it.
//   node scripts/server.mjs [--dev] [-p PORT] [-H HOST]
import http from 'node:http'
import path from 'node:path'
import zlib from 'node:zlib'

import compression from 'compression'
import next from 'next'

import { settleClientAddress, trustedHops } from './lib/client-address.mjs'
import { isCmsUpload } from './lib/cms-uploads.mjs'
import { expireWithTheSecond } from './lib/micro-cache.mjs'
import { writeEachTurnAtOnce } from './lib/one-write.mjs'
import { precompressedStatic } from './lib/precompressed.mjs'
import { answerThroughDoor } from './lib/web-door.mjs'

const args = process.argv.slice(2)
const option = (short, long) => {
  for (const [i, arg] of args.entries()) {
    const joined = new RegExp(`^(?:${short}=?|${long}=)(.+)$`).exec(arg)
    if (joined) return joined[1]
    if (arg === short || arg === long) return args[i + 1]
  }
  return undefined
}

const dev = args.includes('--dev')
const port = Number(option('-p', '--port') ?? process.env.PORT ?? 3000)
// Not $HOSTNAME: shells and containers set it to the machine's name, not an address to bind.
const hostname = option('-H', '--hostname') ?? '0.0.0.0'
const hops = trustedHops()
const behindNginx = process.env.BEHIND_NGINX === 'true'

const app = next({ dev, hostname, port, ...(dev ? { turbopack: true } : {}) })
await app.prepare()
const handle = app.getRequestHandler()

/**
 * The largest request body the app takes, but for a file sent to the CMS (isCmsUpload: Payload
 * limits those itself, to MASTER_MAX_BYTES). Larger ones are refused before Next reads them:
 * Next would otherwise hand its routes only the first 10 MB, which then fail as malformed.
 * Behind nginx, `client_max_body_size` refuses them first.
 */
const MAX_BODY_BYTES = 10 * 1024 * 1024

const refuseTooLarge = (res) => {
  // The rest of the body is read and dropped (req.resume()), so the client can finish sending
  // and read this answer; closing at once would break its write (EPIPE) before it reads.
  res.writeHead(413, { 'Content-Type': 'application/json' })
  res.end(JSON.stringify({ error: 'Request body is too large (10 MB at most)' }))
}

/**
 * Responses are compressed here, with Brotli for every browser that takes it and gzip for the
 * rest (Next's own compression, `compress` in next.config.mjs, is gzip only and turned off).
 * Brotli's quality 5 costs about what gzip's default does and makes a page's HTML a fifth
 * smaller: /music's fits in TCP's first round trip (README, Benchmarks, "One round trip").
 * Streamed pages still stream (Next flushes each part). Behind nginx the app is asked for no
 * encoding and nginx compresses (deploy/nginx/site.conf).
 */
const compress = compression({ brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } } })
// The build's scripts and stylesheets were compressed at Brotli's best when it was built (Next's
// default build directory, `.next`: next.config.mjs names no other).
const sendsPrecompressed = dev ? () => false : precompressedStatic(path.resolve('.next'))

/**
 * The file downloads' door (src/endpoints/commerce/downloadDoor.ts), left on globalThis by the
 * app's instrumentation once Next has started: in production these GETs are answered by their
 * handlers without Next's pipeline around them. In development every request goes to Next.
 */
const DOWNLOADS_PATH = '/api/secure/download/'
const downloadDoor = () => (dev ? undefined : globalThis.__artistDownloadDoor)
const forTheDoor = (req) =>
  (req.method === 'GET' || req.method === 'HEAD') && req.url?.startsWith(DOWNLOADS_PATH)

const answer = async (req, res) => {
  const door = forTheDoor(req) ? downloadDoor() : undefined
  try {
    if (door && (await answerThroughDoor(door, req, res))) return
  } catch (error) {
    console.error(`${req.method} ${req.url} failed`, error)
    // Cut off mid-file, the client sees a download that did not finish, never a whole one.
    if (res.headersSent) res.destroy()
    else {
      res.writeHead(500, { 'Content-Type': 'application/json' })
      res.end(JSON.stringify({ error: 'Internal Server Error' }))
    }
    return
  }
  if (sendsPrecompressed(req, res)) handle(req, res)
  else compress(req, res, () => handle(req, res))
}

const server = http.createServer((req, res) => {
  settleClientAddress(req, hops)
  writeEachTurnAtOnce(res)
  if (behindNginx) expireWithTheSecond(res)
  if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES && !isCmsUpload(req)) {
    refuseTooLarge(res)
    req.resume()
    return
  }
  void answer(req, res)
})
// WebSocket upgrades go to Next too: in development that is the hot reload's socket.
const upgrade = app.getUpgradeHandler()
server.on('upgrade', (req, socket, head) => upgrade(req, socket, head))
// As `next start` does: longer than the keep-alive of the proxies usually put in front.
server.keepAliveTimeout = Number(process.env.KEEP_ALIVE_TIMEOUT ?? 65_000)

server.once('error', (error) => {
  if (error.code === 'EADDRINUSE') {
    console.error(
      `Port ${port} is already in use: stop what uses it, or choose another with PORT=…`,
    )
  } else {
    console.error(error)
  }
  process.exit(1)
})
server.listen(port, hostname, () => {
  const shown = hostname === '0.0.0.0' ? 'localhost' : hostname
  console.log(
    `▲ ${dev ? 'Development' : 'Production'} server ready on http://${shown}:${port}` +
      ` (client addresses: ${hops ? `behind ${hops} trusted prox${hops === 1 ? 'y' : 'ies'}` : 'the socket'})`,
  )
})

const stop = () => {
  server.close()
  Promise.resolve(app.close?.()).finally(() => process.exit(0))
  setTimeout(() => process.exit(0), 5_000).unref()
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
