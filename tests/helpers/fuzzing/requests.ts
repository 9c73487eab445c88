import { randomBytes } from 'node:crypto'

import fc from 'fast-check'

import { type FuzzBody, fillPlaceholders } from './bodies'
import { nastyText, POLLUTING_KEYS } from './values'

/** Requests: the headers, cookies, path and query a client controls, and the route call. */

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/json; charset=utf-16',
  '*/*',
]

/** Header values are byte strings: printable Latin-1, which is what a client can send. */
const headerText = fc.string({
  unit: fc
    .integer({ min: 0x20, max: 0xff })
    .filter((code) => code !== 0x7f)
    .map((code) => String.fromCharCode(code)),
  maxLength: 600,
})

/** What varies in a call besides its body: headers a client controls. */
export type FuzzHeaders = {
  contentType: string | null
  userAgent: string | null
  /** Entries a client writes before the address its proxy appends (never trusted). */
  forwardedPrefix: string | null
  /**
   * Now and then the rightmost entry itself is not an address (a misconfigured proxy); most
   * inputs get an address of their own instead, so per-IP limits rarely answer for them.
   */
  forwardedLast: string | null
  /** Cookies sent beside the session cookie. */
  otherCookies: string | null
}

/** `arbitrary`'s value one time in `every`, else null. */
const nowAndThen = <T>(arbitrary: fc.Arbitrary<T>, every: number) =>
  fc.oneof({ weight: every - 1, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: arbitrary })

export const headersArb: fc.Arbitrary<FuzzHeaders> = fc.record({
  contentType: fc.oneof(
    { weight: 4, arbitrary: fc.constant('application/json') },
    { weight: 2, arbitrary: fc.constantFrom<string | null>(null, ...CONTENT_TYPES) },
    { weight: 1, arbitrary: headerText },
  ),
  userAgent: nowAndThen(headerText, 2),
  forwardedPrefix: nowAndThen(
    headerText.map((text) => text.replaceAll(',', ' ')),
    4,
  ),
  forwardedLast: nowAndThen(
    fc.oneof(
      headerText.map((text) => text.replaceAll(',', ' ').trim() || 'x'),
      fc.string({ unit: fc.constantFrom(...'0123456789abcdef:.'), minLength: 3_000 }),
      fc.constantFrom('unknown', '999.1.1.1', '1.2.3.4:5678', '[::1]', 'localhost'),
    ),
    30,
  ),
  otherCookies: nowAndThen(
    headerText.filter((text) => !text.includes('artist_')),
    4,
  ),
})

/**
 * Text that PostgreSQL cannot compress: past about 2.7 kB it no longer fits an index entry (a
 * repeated letter would, compressed), which is what a regression example needs.
 */
export const incompressible = (length: number): string =>
  randomBytes(Math.ceil(length / 2))
    .toString('hex')
    .slice(0, length)

/** The headers of a well-behaved client, for requests that set up a fixture. */
export const plainHeaders: FuzzHeaders = {
  contentType: 'application/json',
  userAgent: null,
  forwardedPrefix: null,
  forwardedLast: null,
  otherCookies: null,
}

let addressCounter = 0
/**
 * A new client address per generated input (TRUST_PROXY_HOPS is unset, so the app reads the
 * rightmost X-Forwarded-For entry): the per-IP limits then let most inputs reach validation.
 */
const nextAddress = () => {
  addressCounter += 1
  const byte = (shift: number) => (addressCounter >> shift) & 255
  return `10.${byte(16)}.${byte(8)}.${byte(0)}`
}

export type FuzzRequest = {
  method: string
  url: string
  body?: FuzzBody
  headers: FuzzHeaders
  /** `artist_session=…` and/or `artist_mfa=…`, or nothing for an anonymous caller. */
  cookie?: string | null
  extraHeaders?: Record<string, string>
}

export const buildRequest = ({
  method,
  url,
  body = null,
  headers,
  cookie,
  extraHeaders = {},
}: FuzzRequest): Request => {
  const sent = new Headers(extraHeaders)
  if (headers.contentType !== null && body !== null) sent.set('content-type', headers.contentType)
  if (headers.userAgent !== null) sent.set('user-agent', headers.userAgent)
  const address = headers.forwardedLast ?? nextAddress()
  sent.set(
    'x-forwarded-for',
    headers.forwardedPrefix ? `${headers.forwardedPrefix}, ${address}` : address,
  )
  const cookies = [headers.otherCookies, cookie].filter(Boolean)
  if (cookies.length > 0) sent.set('cookie', cookies.join('; '))
  const hasBody = body !== null && method !== 'GET' && method !== 'HEAD'
  return new Request(url, {
    method,
    headers: sent,
    body: hasBody ? (body as BodyInit) : undefined,
  })
}

/** A path segment: one of the ids the test knows, a random UUID, or a hostile string. */
export const idParam = (known: readonly string[]) =>
  fc.oneof(
    ...(known.length > 0 ? [{ weight: 4, arbitrary: fc.constantFrom(...known) }] : []),
    { weight: 2, arbitrary: fc.uuid() },
    {
      weight: 1,
      arbitrary: fc
        .uuid()
        .chain((id) => fc.constantFrom(id.toUpperCase(), ` ${id}`, `${id}\u0000`, `${id}/`)),
    },
    { weight: 3, arbitrary: nastyText },
  )

/** A query string of the given keys with hostile values, plus stray and repeated keys. */
export const queryString = (keys: Record<string, fc.Arbitrary<string>>) =>
  fc
    .tuple(
      fc.array(
        fc.oneof(
          fc
            .constantFrom(...Object.keys(keys))
            .chain((key) => fc.tuple(fc.constant(key), fc.oneof(keys[key]!, nastyText))),
          fc.tuple(fc.oneof(fc.constantFrom(...POLLUTING_KEYS), fc.string()), nastyText),
        ),
        { maxLength: 5 },
      ),
      fc.oneof(
        { weight: 5, arbitrary: fc.constant('') },
        { weight: 1, arbitrary: fc.constantFrom('&&', '=&=', '%', '%zz', '?', '#frag', '&a') },
      ),
    )
    .map(([pairs, tail]) => {
      const search = new URLSearchParams()
      for (const [key, value] of pairs) search.append(key, value)
      return `${search.toString()}${tail}`
    })

/** A path segment as a client would write it (a lone surrogate cannot be percent-encoded). */
export const pathSegment = (value: string): string => {
  try {
    return encodeURIComponent(value)
  } catch {
    return encodeURIComponent(value.toWellFormed())
  }
}

/** A session cookie header value whose token is garbage: unknown, malformed, badly encoded. */
export const garbageSessionCookie: fc.Arbitrary<string> = fc
  .oneof(
    headerText,
    nastyText.map(pathSegment),
    fc.constantFrom('', '%', '%E0%A4%A', '%00', '"quoted"', ';', '='),
  )
  .map((token) => `artist_session=${token}`)

export type Route<P = Record<string, string>> = (
  request: Request,
  context: { params: Promise<P> },
) => Promise<Response> | Response

/** A route handler called as Next calls it, with its path parameters. */
export const callRoute = async <P>(route: Route<P>, request: Request, params = {} as P) =>
  route(request, { params: Promise.resolve(params) })

/** The usual input of a call: who calls, with which body and headers. */
export type BodyInput<C> = { caller: C; body: FuzzBody; headers: FuzzHeaders }

export const bodyInput = <C>(
  caller: fc.Arbitrary<C>,
  body: fc.Arbitrary<FuzzBody>,
): fc.Arbitrary<BodyInput<C>> => fc.record({ caller, body, headers: headersArb })

/** Who calls: nobody, a garbage session cookie, or (`live`) a caller the test signs in. */
export type CookieChoice = { kind: 'none' } | { kind: 'live' } | { kind: 'garbage'; cookie: string }

export const cookieChoice = (
  weights = { none: 1, garbage: 2, live: 6 },
): fc.Arbitrary<CookieChoice> =>
  fc.oneof(
    { weight: weights.none, arbitrary: fc.constant({ kind: 'none' as const }) },
    {
      weight: weights.garbage,
      arbitrary: garbageSessionCookie.map((cookie) => ({ kind: 'garbage' as const, cookie })),
    },
    { weight: weights.live, arbitrary: fc.constant({ kind: 'live' as const }) },
  )

export const cookieFor = async (
  choice: CookieChoice,
  live: () => string | Promise<string>,
): Promise<string | null> =>
  choice.kind === 'garbage' ? choice.cookie : choice.kind === 'live' ? live() : null

/** Sends one generated request to a route: placeholders filled in, path parameters passed. */
export const send = async <P>(
  route: Route<P>,
  request: Omit<FuzzRequest, 'body'> & {
    body?: FuzzBody
    params?: P
    values?: Parameters<typeof fillPlaceholders>[1]
  },
): Promise<Response> => {
  const { params, values = {}, body = null, ...rest } = request
  const filled = await fillPlaceholders(body, values)
  return callRoute(route, buildRequest({ ...rest, body: filled }), params)
}
