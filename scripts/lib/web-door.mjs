// A door of the app's own in front of Next, for the few calls whose handlers are ready to answer
// a web Request without Next's pipeline around them (src/endpoints/commerce/downloadDoor.ts): the
// app server builds the Request from Node's, asks the door, and writes its Response to the
// socket. The door says null for anything it does not take, and the request goes on to Next.
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'

/**
 * A Node request as a web Request: its method, URL (on the Host it was sent to) and headers as
 * they stand (after the app server settled X-Forwarded-For). Its signal aborts when the client
 * goes away before the answer is out, as Next's does: a file being streamed is closed.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function webRequestOf(req, res) {
  const controller = new AbortController()
  res.once('close', () => {
    if (!res.writableFinished) controller.abort()
  })
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue
    for (const each of Array.isArray(value) ? value : [value]) headers.append(name, each)
  }
  let url
  try {
    url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`)
  } catch {
    url = new URL(req.url ?? '/', 'http://localhost')
  }
  return new Request(url, { method: req.method, headers, signal: controller.signal })
}

/**
 * Writes a web Response to Node's: status, headers (every Set-Cookie apart), and the body
 * (none for a HEAD): a file streamed with back-pressure, anything else at once. Resolves once it
 * is out or the client left.
 * @param {Response} response
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export async function sendWebResponse(response, req, res) {
  res.statusCode = response.status
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie') res.setHeader(name, value)
  }
  const cookies = response.headers.getSetCookie()
  if (cookies.length > 0) res.setHeader('set-cookie', cookies)
  if (!response.body || req.method === 'HEAD') {
    await response.body?.cancel()
    res.end()
    return
  }
  // An answer of unknown length is the handlers' JSON (a file always says its length): read
  // whole, it leaves with its head in one write (scripts/lib/one-write.mjs), and an instance
  // that dies meanwhile leaves nginx nothing half-sent to retry.
  if (!response.headers.has('content-length')) {
    res.end(Buffer.from(await response.arrayBuffer()))
    return
  }
  try {
    await pipeline(Readable.fromWeb(response.body), res)
  } catch (error) {
    // A client that went away mid-file is not an error of ours; the request's signal has closed
    // the file. Anything else is.
    if (!res.destroyed) throw error
  }
}

/**
 * Answers `req` through `door` when it takes it; false when it does not (nothing was written).
 * @param {(request: Request) => Promise<Response | null>} door
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export async function answerThroughDoor(door, req, res) {
  const response = await door(webRequestOf(req, res))
  if (!response) return false
  await sendWebResponse(response, req, res)
  return true
}
