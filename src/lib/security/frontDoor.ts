import { siteUrl } from '@/lib/env'

import { isCrossSiteRequest } from './csrf'
import { securityHeaders } from './headers'

/*
 * What every request meets before its route (src/proxy.ts runs it for all but one kind of
 * request, and the CMS's REST route runs it for that one: a file upload to the CMS, which must
 * not pass through the proxy, see UPLOAD_COLLECTIONS). The environment is read once: it does
 * not change while the server runs.
 */

/**
 * Payload's upload collections. A file sent to one (multipart form data) skips the proxy: Next
 * copies a body the proxy might read into memory twice and cuts it at 10 MB, where a master is
 * up to MASTER_MAX_BYTES (1 GB). src/proxy.ts's matcher, scripts/server.mjs's body limit and
 * nginx's site.conf name the same paths.
 */
export const UPLOAD_COLLECTIONS = ['media', 'track-audio'] as const

let headers: Record<string, string> | undefined
let siteOrigin: string | undefined

/** The security headers every response carries. */
export const frontDoorHeaders = (): Record<string, string> =>
  (headers ??= securityHeaders(process.env))

/**
 * The file downloads (`/api/secure/download/…`) skip the proxy too: they are the calls a member
 * repeats for every file, and the proxy's pass (a second request object, its headers merged into
 * the answer) costs about as much CPU as the download's own checks and count. They are GETs, so
 * the proxy's CSRF check has nothing to refuse; their handlers add the security headers with
 * `withFrontDoorHeaders`. src/proxy.ts's matcher names the same path.
 */
export const DOWNLOADS_PATH = '/api/secure/download/'

/** A response with the security headers: the proxy's for every route, a download's own. */
export const withFrontDoorHeaders = <R extends Response>(response: R): R => {
  for (const [name, value] of Object.entries(frontDoorHeaders())) {
    response.headers.set(name, value)
  }
  return response
}

/** Whether a request is a state-changing API call from another site, refused with CSRF_ERROR. */
export const isRefusedAsCrossSite = (request: Request, pathname: string): boolean => {
  siteOrigin ??= new URL(siteUrl()).origin
  return isCrossSiteRequest({
    method: request.method,
    pathname,
    host: request.headers.get('host'),
    origin: request.headers.get('origin'),
    referer: request.headers.get('referer'),
    secFetchSite: request.headers.get('sec-fetch-site'),
    trustedOrigins: [siteOrigin],
  })
}

/**
 * Whether the proxy left this request to the CMS's REST route: multipart form data sent to an
 * upload collection (`slug` is the path under /api/cms). Wider than the proxy's matcher (any
 * letter case), so that no request escapes both.
 */
export const isUploadToCms = (request: Request, slug: readonly string[]): boolean =>
  (UPLOAD_COLLECTIONS as readonly string[]).includes(slug[0] ?? '') &&
  /^multipart\/form-data/i.test(request.headers.get('content-type') ?? '')
