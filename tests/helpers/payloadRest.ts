import type { Payload } from 'payload'

import * as rest from '@/app/(payload)/api/cms/[...slug]/route'
import { POST as graphqlRoute } from '@/app/(payload)/api/cms/graphql/route'

import { sessionCookie } from './fuzzing/sessions'
import type { TestUser } from './fixtures'

/** Payload's REST API and GraphQL at /api/cms, called in-process as Next calls them. */

export type CmsMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT'

/**
 * The `[...slug]` segments of a path under /api/cms (given with or without that prefix, and with
 * any query), decoded as Next passes them.
 */
export const slugOf = (path: string): string[] =>
  path
    .split('?')[0]!
    .replace(/^\/api\/cms(?=\/|$)/, '')
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      try {
        return decodeURIComponent(segment)
      } catch {
        return segment
      }
    })

export const cmsRequest = (
  method: CmsMethod,
  path: string,
  { cookie, body, headers = {} }: { cookie?: string | null; body?: unknown; headers?: HeadersInit },
): Request => {
  const sent = new Headers(headers)
  if (cookie) sent.set('cookie', cookie)
  let data: BodyInit | undefined
  if (body !== undefined && method !== 'GET') {
    data =
      typeof body === 'string' || body instanceof Uint8Array
        ? (body as BodyInit)
        : JSON.stringify(body)
    if (!sent.has('content-type')) sent.set('content-type', 'application/json')
  }
  return new Request(`http://localhost:3000${path}`, { method, headers: sent, body: data })
}

/** One call of Payload's REST API: `path` starts with /api/cms/. */
export const cms = (
  method: CmsMethod,
  path: string,
  options: { cookie?: string | null; body?: unknown; headers?: HeadersInit } = {},
): Promise<Response> => {
  const request = cmsRequest(method, path, options)
  const slug = slugOf(new URL(request.url).pathname)
  return rest[method](request, { params: Promise.resolve({ slug }) })
}

/** One GraphQL operation at /api/cms/graphql. */
export const graphql = (
  query: string,
  { cookie, variables }: { cookie?: string | null; variables?: Record<string, unknown> } = {},
): Promise<Response> =>
  graphqlRoute(
    new Request('http://localhost:3000/api/cms/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ query, variables }),
    }),
  )

/** The callers of the matrices: nobody, then one account of each role. */
export const CMS_CALLERS = ['anonymous', 'user', 'premium', 'viewer', 'admin'] as const
export type CmsCaller = (typeof CMS_CALLERS)[number]

/** A session cookie per caller (none for the visitor), for accounts made by `make`. */
export const cookiesByCaller = async (
  payload: Payload,
  make: (role: Exclude<CmsCaller, 'anonymous'>) => Promise<TestUser>,
): Promise<{ cookies: Record<CmsCaller, string | null>; users: Record<string, TestUser> }> => {
  const cookies = { anonymous: null } as Record<CmsCaller, string | null>
  const users: Record<string, TestUser> = {}
  for (const caller of CMS_CALLERS) {
    if (caller === 'anonymous') continue
    users[caller] = await make(caller)
    cookies[caller] = await sessionCookie(payload, users[caller])
  }
  return { cookies, users }
}

/** A failed answer's message; fails the test when it is not JSON with a string `error`. */
export const errorOf = async (response: Response): Promise<string> => {
  const body = (await response.json()) as { error?: unknown }
  if (typeof body.error !== 'string') {
    throw new Error(`${response.status} without { error }: ${JSON.stringify(body)}`)
  }
  return body.error
}
