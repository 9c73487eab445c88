import { type NextRequest, NextResponse } from 'next/server'

import { sessionHintCookie } from '@/lib/auth/sessionHint'
import { createTurnGate } from '@/lib/http/turnGate'
import { CSRF_ERROR } from '@/lib/security/csrf'
import { isRefusedAsCrossSite, withFrontDoorHeaders } from '@/lib/security/frontDoor'

/**
 * Requests started per turn of the event loop (src/lib/http/turnGate.ts). Small enough that a
 * saturated server is back to accepting new connections every few milliseconds; a turn of 4
 * cached pages takes about 10 ms of CPU here.
 */
const REQUESTS_PER_TURN = 4

const gate = createTurnGate(REQUESTS_PER_TURN)

/**
 * Runs before every route but a file upload to the CMS and a file download (see `config`). It
 * lets requests start in arrival order when the server is saturated, refuses cross-site
 * state-changing API calls (CSRF), adds the security headers to every response (pages, API, CMS
 * and static files alike) and keeps the session hint cookie in step with the session cookie.
 */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  await gate.admit()
  const response = withFrontDoorHeaders(
    isRefusedAsCrossSite(request, request.nextUrl.pathname)
      ? NextResponse.json({ error: CSRF_ERROR }, { status: 403 })
      : NextResponse.next(),
  )
  const hint = sessionHintCookie((name) => request.cookies.has(name), request.nextUrl.pathname)
  if (hint) response.headers.append('Set-Cookie', hint)
  return response
}

/**
 * Every request, except multipart form data sent to an upload collection
 * (frontDoor.UPLOAD_COLLECTIONS): for a request the proxy runs on, Next copies the body into
 * memory twice and keeps only its first 10 MB. Those uploads meet the same checks and headers in
 * the CMS's REST route (src/app/(payload)/api/cms/[...slug]/route.ts). And except the file
 * downloads (frontDoor.DOWNLOADS_PATH), whose handlers add the headers themselves. Next reads
 * this object at build time: its values must be written out here.
 */
export const config = {
  matcher: [
    '/((?!api/cms/(?:media|track-audio)(?:/|$)|api/secure/download/).*)',
    {
      source: '/api/cms/:collection(media|track-audio)/:path*',
      missing: [{ type: 'header', key: 'content-type', value: 'multipart/form-data.*' }],
    },
  ],
}
