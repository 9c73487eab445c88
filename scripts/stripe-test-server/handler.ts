import type { IncomingMessage, ServerResponse } from 'node:http'

import type { RequestContext, ServerState } from './context'
import { authenticationError, invalidRequest, StripeApiError } from './errors'
import type { Params } from './form'
import { fromJson, parseForm } from './form'
import { idempotentRequest, savedResponse, saveResponse } from './idempotency'
import { newId } from './objects'
import { findRoute } from './routes'

export interface ApiKeys {
  secretKey: string
  publishableKey: string
}

interface Result {
  status: number
  body: string
  headers?: Record<string, string>
}

const MAX_BODY = 1024 * 1024
const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Expose-Headers': 'Request-Id, Idempotency-Key, Idempotent-Replayed',
  'Access-Control-Max-Age': '600',
}
const NO_KEY =
  "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/."
const PUBLISHABLE_KEY =
  'This API call cannot be made with a publishable API key. Please use a secret API key. You can find a list of your API keys at https://dashboard.stripe.com/account/apikeys.'

const json = (value: unknown) => JSON.stringify(value, null, 2)

const errorResult = (error: StripeApiError): Result => ({
  status: error.status,
  body: json({ error: error.error }),
})

async function readParams(req: IncomingMessage, url: URL): Promise<Params> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > MAX_BODY) throw invalidRequest('The request body is larger than 1 MB.', {}, 413)
    chunks.push(chunk)
  }
  const body = Buffer.concat(chunks).toString('utf8')
  const query = parseForm(url.search.slice(1))
  if (!body) return query
  if (!/^application\/json/i.test(req.headers['content-type'] ?? '')) {
    return { ...query, ...parseForm(body) }
  }
  try {
    return { ...query, ...(fromJson(JSON.parse(body)) as Params) }
  } catch {
    throw invalidRequest('The request body is not valid JSON.')
  }
}

/** Servers send `Authorization: Bearer <key>` (or Basic, as curl -u does); browsers may send `key=`. */
function apiKeyOf(req: IncomingMessage, params: Params): string | undefined {
  const [scheme = '', credentials = ''] = (req.headers.authorization ?? '').trim().split(/\s+/)
  if (/^bearer$/i.test(scheme)) return credentials
  if (/^basic$/i.test(scheme)) return Buffer.from(credentials, 'base64').toString().split(':')[0]
  return typeof params.key === 'string' ? params.key : undefined
}

const masked = (key: string) => {
  const prefix = /^[a-z]+_(test|live)_/.exec(key)?.[0] ?? ''
  return `${prefix}${'*'.repeat(Math.max(0, key.length - prefix.length - 4))}${key.slice(-4)}`
}

/** Which key made the call; the publishable key only reaches the routes Stripe.js may call. */
function authenticate(key: string | undefined, keys: ApiKeys): RequestContext['auth'] {
  if (!key) throw authenticationError(NO_KEY)
  if (key === keys.secretKey) return 'secret'
  if (key === keys.publishableKey) return 'publishable'
  throw authenticationError(`Invalid API Key provided: ${masked(key)}`)
}

/**
 * Answers one API call: parameters, API key, route, Idempotency-Key (a saved result is replayed
 * for the same API key, key and parameters), then the handler.
 */
async function answer(state: ServerState, keys: ApiKeys, req: IncomingMessage, requestId: string) {
  const method = req.method ?? 'GET'
  const url = new URL(req.url ?? '/', 'http://stripe.test')
  const params = await readParams(req, url)
  const apiKey = apiKeyOf(req, params)
  const auth = authenticate(apiKey, keys)
  const found = findRoute(method, url.pathname)
  if (!found) {
    throw invalidRequest(
      `Unrecognized request URL (${method}: ${url.pathname}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
      {},
      404,
    )
  }
  if (auth === 'publishable' && !found.route.client) throw authenticationError(PUBLISHABLE_KEY)
  const header = req.headers['idempotency-key']
  const key = method === 'POST' && typeof header === 'string' && header ? header : undefined
  const idempotent =
    key && idempotentRequest(apiKey as string, key, `${method} ${url.pathname}`, params)
  const headers: Record<string, string> = key ? { 'Idempotency-Key': key } : {}
  const saved = idempotent ? savedResponse(state.store, idempotent) : undefined
  if (saved) {
    return {
      status: saved.status,
      body: saved.body,
      headers: { ...headers, 'Idempotent-Replayed': 'true' },
    }
  }

  // Stripe's own actions (here: the test helpers) leave no request on their events.
  const request = url.pathname.startsWith('/_test/')
    ? { id: null, idempotency_key: null }
    : { id: requestId, idempotency_key: key ?? null }
  let result: Result
  try {
    result = {
      status: 200,
      body: json(found.route.handle({ state, params, auth, request }, found.id)),
    }
  } catch (error) {
    if (!(error instanceof StripeApiError)) throw error
    if (!error.replayable) throw error
    result = errorResult(error)
  }
  if (idempotent) saveResponse(state.store, idempotent, result.status, result.body)
  return { ...result, headers }
}

/** The HTTP side: CORS for the browser, JSON answers with Stripe's headers, a log line per call. */
export function createHandler(state: ServerState, keys: ApiKeys, log: (line: string) => void) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    const requestId = newId('req')
    if (req.method === 'OPTIONS') {
      const asked = req.headers['access-control-request-headers']
      const allowed = asked || 'Authorization, Content-Type, Idempotency-Key, Stripe-Version'
      res.writeHead(204, { ...CORS, 'Access-Control-Allow-Headers': allowed }).end()
      return
    }
    let result: Result
    try {
      result = await answer(state, keys, req, requestId)
    } catch (error) {
      if (error instanceof StripeApiError) result = errorResult(error)
      else {
        log(`internal error: ${error instanceof Error ? error.stack : String(error)}`)
        const message = 'The Stripe test server failed; see its log.'
        result = { status: 500, body: json({ error: { type: 'api_error', message } }) }
      }
    }
    const replayed = result.headers?.['Idempotent-Replayed'] ? ' (replayed)' : ''
    log(`${req.method} ${req.url?.split('?')[0]} ${result.status}${replayed}`)
    res.writeHead(result.status, {
      ...CORS,
      ...result.headers,
      'Content-Type': 'application/json',
      'Request-Id': requestId,
    })
    res.end(result.body)
  }
}
