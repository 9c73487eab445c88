import { describe, expect, it, vi } from 'vitest'

import { SERVER_ERROR, withJsonErrors } from '@/lib/cms/restErrors'
import { profileImageUrlSchema } from '@/lib/validation/profileImage'

const context = (slug: string[]) => ({ params: Promise.resolve({ slug }) })

/** A Payload REST handler that answers `answer`, and what it was handed. */
const payloadAnswering = (answer: () => Response) => {
  const seen: Request[] = []
  const handler = withJsonErrors(async (request) => {
    seen.push(request)
    return answer()
  })
  return { handler, seen }
}

type Sent = { method?: string; path?: string; body?: string; type?: string; override?: string }

const call = (
  handler: ReturnType<typeof withJsonErrors>,
  { method = 'GET', path = '/api/cms/tracks', body, type, override }: Sent,
) =>
  handler(
    new Request(`http://test${path}`, {
      method,
      body,
      headers: {
        ...(type ? { 'content-type': type } : {}),
        ...(override ? { 'x-payload-http-method-override': override } : {}),
      },
    }),
    context(path.split('?')[0]!.split('/').slice(3)),
  )

describe('the answers of Payload’s REST API', () => {
  it('keeps a success as it is', async () => {
    const { handler } = payloadAnswering(() => Response.json({ docs: [] }))
    const response = await call(handler, {})
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ docs: [] })
  })

  it('adds `error` to a refusal and keeps Payload’s own `errors` for the CMS', async () => {
    const errors = [{ message: 'You are not allowed to perform this action.' }]
    const { handler } = payloadAnswering(() => Response.json({ errors }, { status: 403 }))
    const response = await call(handler, {})
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({ errors, error: errors[0]!.message })
  })

  it('answers a route Payload does not offer (501) with a 404', async () => {
    const { handler } = payloadAnswering(() =>
      Response.json(
        { message: 'Cannot GET http://test/api/cms/payload-migrations' },
        { status: 501 },
      ),
    )
    const response = await call(handler, { path: '/api/cms/payload-migrations' })
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ error: 'Not found' })
  })

  it('keeps a server fault a 500 that says nothing more, whether answered or thrown', async () => {
    const leaky = { errors: [{ message: 'relation "x" does not exist', stack: 'at file.ts:1' }] }
    const answered = payloadAnswering(() => Response.json(leaky, { status: 500 }))
    const response = await call(answered.handler, {})
    expect(response.status).toBe(500)
    expect(await response.json()).toEqual({
      error: SERVER_ERROR,
      errors: [{ message: SERVER_ERROR }],
    })

    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const thrown = withJsonErrors(async () => {
      throw new Error('boom at /work/main/src/x.ts:3')
    })
    const failed = await call(thrown, {})
    quiet.mockRestore()
    expect(failed.status).toBe(500)
    expect(await failed.json()).toEqual({ error: SERVER_ERROR })
  })
})

describe('requests Payload would fail on with a 500', () => {
  const refusedBeforePayload = async (request: Sent) => {
    const { handler, seen } = payloadAnswering(() => Response.json({ docs: [] }))
    const response = await call(handler, request)
    expect(seen, JSON.stringify(request)).toHaveLength(0)
    return { status: response.status, body: await response.json() }
  }

  it('are refused with a 4xx and an error, before Payload reads them', async () => {
    for (const [request, expected] of [
      [{ path: '/api/cms/__proto__' }, 404],
      [{ path: '/api/cms/constructor/count' }, 404],
      [{ path: '/api/cms/tracks?limit=1&limit=2' }, 400],
      [{ path: '/api/cms/tracks?depth[a]=1' }, 400],
      [{ method: 'POST', body: '[1,2]', type: 'application/json' }, 400],
      [{ method: 'PATCH', body: '"text"', type: 'application/json' }, 400],
      [{ method: 'POST', body: '{"a":', type: 'application/json' }, 400],
      [
        {
          method: 'POST',
          body: `${'{"a":'.repeat(500)}1${'}'.repeat(500)}`,
          type: 'application/json',
        },
        400,
      ],
      [{ method: 'POST', body: 'title=x', type: 'text/plain' }, 415],
      [{ method: 'POST', body: 'title=x', type: 'application/x-www-form-urlencoded' }, 415],
      [{ method: 'POST', body: 'title=x' }, 415],
    ] as const) {
      const { status, body } = await refusedBeforePayload(request)
      expect(status, JSON.stringify(request)).toBe(expected)
      expect(typeof body.error).toBe('string')
    }
  })

  it('pass on when Payload reads them well; a write without a body becomes an empty object', async () => {
    const { handler, seen } = payloadAnswering(() => Response.json({ ok: true }))
    const requests: Sent[] = [
      { path: '/api/cms/tracks?limit=5&where[title][equals]=a&sort=-createdAt' },
      { method: 'POST', body: '{"title":"x"}', type: 'application/json; charset=utf-8' },
      // The CMS's searches: a GET sent as a form, when the query is too long for a URL.
      {
        method: 'POST',
        body: 'where[id][equals]=1',
        type: 'application/x-www-form-urlencoded',
        override: 'GET',
      },
      { method: 'POST', path: '/api/cms/users/logout' },
    ]
    for (const request of requests) {
      expect((await call(handler, request)).status, JSON.stringify(request)).toBe(200)
    }
    expect(seen).toHaveLength(4)
    const urlencoded = seen[2]!
    expect(urlencoded.headers.get('content-type')).toBe('application/x-www-form-urlencoded')
    const empty = seen[3]!
    expect(empty.headers.get('content-type')).toBe('application/json')
    expect(await empty.text()).toBe('{}')
  })
})

describe('the profile picture link a member may store', () => {
  it('is a web link or a path on this site, never script, data or another host by //', () => {
    for (const fine of ['https://cdn.example/a.png', 'http://x.example/b?c=1', '/media/me.png']) {
      expect(profileImageUrlSchema.safeParse(fine).success, fine).toBe(true)
    }
    for (const bad of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:image/png;base64,AAAA',
      '//evil.example/a.png',
      '/\\evil.example',
      'https://x.example/a.png" onerror="alert(1)',
      'ftp://x.example/a.png',
      'me.png',
    ]) {
      expect(profileImageUrlSchema.safeParse(bad).success, bad).toBe(false)
    }
  })
})
