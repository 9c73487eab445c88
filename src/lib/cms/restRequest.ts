import { jsonError } from '@/lib/http/errors'

/** Query parameters Payload reads as one number, flag or locale. */
const SINGLE_VALUED = new Set([
  'depth',
  'limit',
  'page',
  'draft',
  'trash',
  'pagination',
  'autosave',
  'overrideLock',
  'flattenLocales',
  'publishAllLocales',
  'unpublishAllLocales',
  'locale',
  'fallbackLocale',
  'fallback-locale',
])

const WRITES = new Set(['POST', 'PATCH', 'PUT'])

const isObject = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Deeper than any document of this site (rich text included) and than Payload's recursion. */
const MAX_DEPTH = 100

const nestedTooDeeply = (value: unknown): boolean => {
  // A stack, not recursion: the point is to refuse what recursion cannot walk.
  const pending: Array<[unknown, number]> = [[value, 0]]
  while (pending.length > 0) {
    const [next, depth] = pending.pop()!
    if (typeof next !== 'object' || next === null) continue
    if (depth >= MAX_DEPTH) return true
    for (const child of Object.values(next)) pending.push([child, depth + 1])
  }
  return false
}

/** A parameter Payload takes as one value, sent twice or as an object (`limit[a]=1`). */
const queryProblem = (url: URL): string | null => {
  const seen = new Set<string>()
  for (const key of url.searchParams.keys()) {
    const name = key.split('[', 1)[0]!
    if (!SINGLE_VALUED.has(name)) continue
    if (key !== name || seen.has(name)) return `The query parameter ${name} takes one value`
    seen.add(name)
  }
  return null
}

/**
 * The request to hand Payload's REST API, or the 4xx it would otherwise turn into a 500: Payload
 * looks a collection up by name in a plain object (`/api/cms/__proto__`), passes a repeated
 * `limit` to the database as a list, takes a body that is not a JSON object (an array, a string,
 * text of another type) as a document, and walks a body by recursion. Content types are read as
 * Payload reads them.
 */
export const readableRequest = async (
  request: Request,
  slug: readonly string[],
): Promise<Request | Response> => {
  const collection = slug[0] === 'globals' ? undefined : slug[0]
  if (collection !== undefined && collection in Object.prototype) {
    return jsonError(404, 'Not found')
  }
  const problem = queryProblem(new URL(request.url))
  if (problem) return jsonError(400, problem)
  if (!WRITES.has(request.method.toUpperCase())) return request
  const [type = ''] = (request.headers.get('content-type') ?? '').split(';', 1)
  if (type.includes('multipart/')) return request
  const text = await request.clone().text()
  const methodOverride =
    request.headers.get('x-payload-http-method-override') ??
    request.headers.get('x-http-method-override')
  if (methodOverride === 'GET' && type !== 'application/json') return request
  if (type === 'application/json') {
    if (text.trim() === '') return request
    let body: unknown
    try {
      body = JSON.parse(text)
    } catch {
      return jsonError(400, 'The request body is not valid JSON')
    }
    if (!isObject(body)) return jsonError(400, 'The request body must be a JSON object')
    return nestedTooDeeply(body) ? jsonError(400, 'The request body is nested too deeply') : request
  }
  if (text !== '') return jsonError(415, 'Send the body as JSON, or a file as multipart/form-data')
  // A write without a body carries no fields: Payload reads it as an empty JSON object.
  const headers = new Headers(request.headers)
  headers.delete('content-length')
  headers.set('content-type', 'application/json')
  return new Request(request.url, { method: request.method, headers, body: '{}' })
}
