import { type NextRequest, NextResponse } from 'next/server'

import { siteUrl } from '@/lib/env'
import { CSRF_ERROR, isCrossSiteRequest } from '@/lib/security/csrf'
import { securityHeaders } from '@/lib/security/headers'

let headers: Record<string, string> | undefined
let siteOrigin: string | undefined

/**
 * Runs before every route: refuses cross-site state-changing API calls (CSRF) and adds the
 * security headers to every response, pages, API, CMS and static files alike. The environment
 * is read once: it does not change while the server runs.
 */
export function proxy(request: NextRequest): NextResponse {
  headers ??= securityHeaders(process.env)
  siteOrigin ??= new URL(siteUrl()).origin
  const refused = isCrossSiteRequest({
    method: request.method,
    pathname: request.nextUrl.pathname,
    host: request.headers.get('host'),
    origin: request.headers.get('origin'),
    secFetchSite: request.headers.get('sec-fetch-site'),
    trustedOrigins: [siteOrigin],
  })
  const response = refused
    ? NextResponse.json({ error: CSRF_ERROR }, { status: 403 })
    : NextResponse.next()
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value)
  return response
}
