import * as pageStaticInfo from 'next/dist/build/analysis/get-page-static-info'
import { getMiddlewareRouteMatcher } from 'next/dist/shared/lib/router/utils/middleware-route-matcher'
import { describe, expect, it } from 'vitest'

import { config } from '@/proxy'
import {
  DOWNLOADS_PATH,
  frontDoorHeaders,
  isUploadToCms,
  withFrontDoorHeaders,
} from '@/lib/security/frontDoor'

import { isCmsUpload } from '../../scripts/lib/cms-uploads.mjs'

/**
 * Three places decide what a file sent to the CMS meets: the proxy's matcher (Next's own reading
 * of it, as at build time), the CMS route's front door and the app server's body limit. They
 * must agree: no request may skip both the proxy and the route's checks, and the app server may
 * let a large body through only where the proxy will not cut it at 10 MB.
 */
type Matchers = Parameters<typeof getMiddlewareRouteMatcher>[0]
// What `next build` reads the proxy's config with; left out of Next's type declarations.
const { getMiddlewareMatchers } = pageStaticInfo as unknown as {
  getMiddlewareMatchers: (matcher: unknown, nextConfig: unknown) => Matchers
}

const proxyRuns = getMiddlewareRouteMatcher(
  getMiddlewareMatchers(config.matcher, { basePath: '', i18n: null }),
)

const PATHS = [
  '/',
  '/music',
  '/cms/collections/track-audio/create',
  '/api/contacts',
  '/api/cms/tracks',
  '/api/cms/media',
  '/api/cms/media/0b1c',
  '/api/cms/media/file/stage.jpg',
  '/api/cms/media-kit',
  '/api/cms/track-audio',
  '/api/cms/track-audio/0b1c',
  '/api/cms/track-audio/file/master.wav',
]
const TYPES = [
  undefined,
  'application/json',
  'multipart/form-data; boundary=x',
  'Multipart/Form-Data; boundary=x',
]

const cases = PATHS.flatMap((pathname) => TYPES.map((type) => ({ pathname, type })))

const facts = ({ pathname, type }: { pathname: string; type?: string }) => {
  const headers: Record<string, string> = type ? { 'content-type': type } : {}
  const request = new Request(`http://site.test${pathname}`, { method: 'POST', headers })
  const slug = pathname.startsWith('/api/cms/') ? pathname.slice(9).split('/') : []
  return {
    proxy: proxyRuns(pathname, { headers } as never, {}),
    route: pathname.startsWith('/api/cms/') && isUploadToCms(request, slug),
    server: isCmsUpload({ url: pathname, headers }),
  }
}

describe('a file sent to the CMS', () => {
  it('skips the proxy only when it is multipart form data to an upload collection', () => {
    const skipped = cases.filter((one) => !facts(one).proxy)
    expect(skipped).toEqual(
      [
        '/api/cms/media',
        '/api/cms/media/0b1c',
        '/api/cms/media/file/stage.jpg',
        '/api/cms/track-audio',
        '/api/cms/track-audio/0b1c',
        '/api/cms/track-audio/file/master.wav',
      ].map((pathname) => ({ pathname, type: 'multipart/form-data; boundary=x' })),
    )
  })

  it('meets the checks in the proxy or in the CMS route, never in neither', () => {
    for (const one of cases) expect(facts(one).proxy || facts(one).route, one.pathname).toBe(true)
  })

  it('passes the app server’s 10 MB limit only where the proxy will not cut it', () => {
    for (const one of cases) {
      const { proxy, server } = facts(one)
      if (server) expect(proxy, `${one.pathname} ${one.type}`).toBe(false)
    }
    expect(
      facts({ pathname: '/api/cms/track-audio', type: 'multipart/form-data; b=1' }).server,
    ).toBe(true)
    expect(facts({ pathname: '/api/cms/tracks', type: 'multipart/form-data; b=1' }).server).toBe(
      false,
    )
  })
})

describe('a file download', () => {
  const uuid = '0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9'
  const runs = (pathname: string) => proxyRuns(pathname, { headers: {} } as never, {})

  it('skips the proxy (its handler adds the headers), and nothing else near it does', () => {
    expect(runs(`${DOWNLOADS_PATH}${uuid}`)).toBe(false)
    expect(runs(`${DOWNLOADS_PATH}release/${uuid}`)).toBe(false)
    for (const pathname of [
      '/api/secure/downloads',
      '/api/secure',
      `/api/tracks/${uuid}/stream`,
      '/api/user/purchases',
      '/dashboard',
    ]) {
      expect(runs(pathname), pathname).toBe(true)
    }
  })

  it('answers with every header the proxy gives, refusals included', async () => {
    const answered = withFrontDoorHeaders(Response.json({ error: 'Unauthorized' }, { status: 401 }))
    for (const [name, value] of Object.entries(frontDoorHeaders())) {
      expect(answered.headers.get(name), name).toBe(value)
    }
    expect(answered.headers.get('content-security-policy')).toContain("frame-ancestors 'self'")
  })
})
