// How the app learns who is calling. Next.js keeps an X-Forwarded-For that the client sent (it
// fills the header in only when it is absent), so without this any caller could pick its own
// address and walk around every per-address limit. The app server (scripts/server.mjs) rewrites
// the header on every request, before Next sees it:
//
//   TRUST_PROXY_HOPS=0 (default, nothing in front): the socket's peer is the client; whatever the
//     client wrote is dropped.
//   TRUST_PROXY_HOPS=N (N proxies in front, e.g. 1 for nginx): the last N entries are kept — each
//     written by one of our proxies — and the socket's peer (the nearest proxy) is appended. The
//     app reads the entry N places left of the end (src/lib/http/request.ts, clientIp): the
//     address the outermost of our proxies saw. Entries further left were written by the client.
//
// The forwarded host, port and protocol are the proxies' to set: with no proxy they are dropped
// and Next fills them in from the connection.

/**
 * The number of proxies in front of the app whose forwarded headers are trusted.
 * @param {Record<string, string | undefined>} [env]
 */
export const trustedHops = (env = process.env) => {
  const hops = Number(env.TRUST_PROXY_HOPS ?? 0)
  return Number.isInteger(hops) && hops > 0 ? Math.min(hops, 10) : 0
}

/** `::ffff:203.0.113.5` (an IPv4 peer on a dual-stack socket) is written as `203.0.113.5`. */
export const peerAddress = (socket) => {
  const address = socket?.remoteAddress ?? ''
  return address.startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address
}

/** The X-Forwarded-For the app sees: the trusted proxies' entries, then the socket's peer. */
export const forwardedFor = (header, peer, hops) => {
  const raw = Array.isArray(header) ? header.join(',') : (header ?? '')
  const chain = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  const trusted = hops > 0 ? chain.slice(-hops) : []
  return [...trusted, peer || 'unknown'].join(', ')
}

/** Rewrites a Node request's forwarded headers in place, as described above. */
export const settleClientAddress = (req, hops = trustedHops()) => {
  req.headers['x-forwarded-for'] = forwardedFor(
    req.headers['x-forwarded-for'],
    peerAddress(req.socket),
    hops,
  )
  if (hops === 0) {
    delete req.headers['x-forwarded-host']
    delete req.headers['x-forwarded-port']
    delete req.headers['x-forwarded-proto']
  }
}
