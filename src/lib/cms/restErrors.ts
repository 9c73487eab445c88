import { jsonError } from '@/lib/http/errors'

import { readableRequest } from './restRequest'

type RouteContext = { params: Promise<{ slug: string[] }> }
export type RouteHandler = (request: Request, context: RouteContext) => Promise<Response>

export const SERVER_ERROR = 'Something went wrong.'

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Our own refusals say `{ error }`; Payload says `{ errors: [{ message }] }` or `{ message }`. */
const messageOf = (body: Record<string, unknown>): string | null => {
  if (typeof body.error === 'string') return body.error
  const [first] = Array.isArray(body.errors) ? body.errors : []
  if (isRecord(first) && typeof first.message === 'string') return first.message
  return typeof body.message === 'string' ? body.message : null
}

const readBody = async (response: Response): Promise<Record<string, unknown>> => {
  try {
    const body: unknown = JSON.parse(await response.text())
    return isRecord(body) ? body : {}
  } catch {
    return {}
  }
}

/** The headers of Payload's answer to keep on the one replacing it (CORS, cookies). */
const keptHeaders = (response: Response): Headers => {
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  headers.delete('content-type')
  return headers
}

/**
 * Gives a failed answer of Payload's REST API the site's error shape, `{ "error": "..." }`.
 * Payload's own fields stay beside it, since the CMS reads them (a form shows `errors` by field).
 * A route Payload does not offer (501) is a 404; a server fault stays a 500 and says no more
 * than that.
 */
const withErrorShape = async (response: Response): Promise<Response> => {
  if (response.status === 501) {
    await response.body?.cancel()
    return jsonError(404, 'Not found', keptHeaders(response))
  }
  const { status } = response
  if (status >= 500) await response.body?.cancel()
  const body = status >= 500 ? {} : await readBody(response)
  const error =
    status >= 500 ? SERVER_ERROR : (messageOf(body) ?? (response.statusText || 'Request failed'))
  return Response.json(
    { ...body, error, ...(status >= 500 ? { errors: [{ message: error }] } : {}) },
    { status, headers: keptHeaders(response) },
  )
}

/**
 * Wraps a Payload REST handler so that every failure answers JSON with an `error`, and requests
 * Payload would fail on with a 500 are refused first (src/lib/cms/restRequest.ts).
 */
export const withJsonErrors =
  (handler: RouteHandler): RouteHandler =>
  async (request, context) => {
    let response: Response
    try {
      const readable = await readableRequest(request, (await context.params).slug ?? [])
      if (readable instanceof Response) return readable
      response = await handler(readable, context)
    } catch (error) {
      console.error('Payload REST handler failed', error)
      return jsonError(500, SERVER_ERROR)
    }
    return response.status < 400 ? response : withErrorShape(response)
  }
