// Behind nginx (deploy/nginx/site.conf, BEHIND_NGINX=true): an answer the app calls public is
// kept by nginx's micro-cache until the end of the current second (`X-Accel-Expires: @<that
// second>`; nginx reads it and never passes it on). nginx counts cache validity in whole seconds,
// so its own "1s" keeps a copy up to two seconds; this way an edit shows through the front within
// a second of the instances dropping their copies, and each page still costs the app one request
// per second at most.

/** Whether a Cache-Control value lets a shared cache keep the answer. */
export const sharedCacheable = (cacheControl) => {
  const value = String(cacheControl ?? '').toLowerCase()
  if (/(private|no-store|no-cache)/.test(value)) return false
  return /(s-maxage|max-age)=[1-9]/.test(value)
}

const cacheControlIn = (headers) => {
  if (!headers || typeof headers !== 'object') return undefined
  if (Array.isArray(headers)) {
    const index = headers.findIndex(
      (entry, i) => i % 2 === 0 && String(entry).toLowerCase() === 'cache-control',
    )
    return index >= 0 ? headers[index + 1] : undefined
  }
  const key = Object.keys(headers).find((name) => name.toLowerCase() === 'cache-control')
  return key ? headers[key] : undefined
}

/** @param {import('node:http').ServerResponse} res */
export function expireWithTheSecond(res, now = Date.now) {
  const writeHead = res.writeHead
  res.writeHead = function (...args) {
    const given = cacheControlIn(args.find((arg) => arg && typeof arg === 'object'))
    if (sharedCacheable(given ?? this.getHeader('cache-control'))) {
      this.setHeader('X-Accel-Expires', `@${Math.floor(now() / 1000)}`)
    }
    return writeHead.apply(this, args)
  }
}
