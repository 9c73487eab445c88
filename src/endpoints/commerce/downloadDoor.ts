import { DOWNLOAD_FAILED, releaseDownload } from '@/endpoints/commerce/releaseDownload'
import { secureDownload } from '@/endpoints/commerce/secureDownload'
import { jsonError } from '@/lib/http/errors'
import { DOWNLOADS_PATH, withFrontDoorHeaders } from '@/lib/security/frontDoor'

/*
 * The file downloads (`/api/secure/download/{trackId}` and `…/release/{releaseId}`) are the one
 * call a member repeats for every file, and behind nginx the app's whole part of one is a few
 * checks and a count before nginx sends the bytes. Next's pipeline around a route handler
 * (routing, its request objects, the incremental cache, the route module's context) cost more
 * CPU than those checks, so the app server (scripts/server.mjs) answers these two paths in
 * production through this door, with the very functions the route files call: the route files
 * stay the answer in development and for anything the door does not take.
 */

/** The global the app server finds the door on (set by src/instrumentation.ts). */
export const DOWNLOAD_DOOR = '__artistDownloadDoor'

export type DownloadDoor = (request: Request) => Promise<Response | null>

/**
 * Which download a path asks for. Only plain ids (letters, digits, `-`, `_`) are taken: anything
 * with escapes, dots or more segments is left to Next's router, whose answer it then gets.
 */
export const downloadRouteOf = (
  pathname: string,
): { kind: 'track' | 'release'; id: string } | null => {
  if (!pathname.startsWith(DOWNLOADS_PATH)) return null
  const match = /^(?:(release)\/)?([\w-]+)$/.exec(pathname.slice(DOWNLOADS_PATH.length))
  if (!match) return null
  return { kind: match[1] ? 'release' : 'track', id: match[2] }
}

/** GET /api/secure/download/{trackId}, as its route file and the door answer it. */
export const trackDownloadAnswer = async (request: Request, trackId: string): Promise<Response> =>
  withFrontDoorHeaders(await secureDownload(request, trackId))

/** GET /api/secure/download/release/{releaseId}, as its route file and the door answer it. */
export const releaseDownloadAnswer = async (
  request: Request,
  releaseId: string,
): Promise<Response> => withFrontDoorHeaders(await releaseDownload(request, releaseId))

/**
 * The door: the answer to a GET or HEAD of a download path, or null for any other request (the
 * app server hands those to Next). A HEAD is answered as Next answers it, by the GET's handler
 * (the server sends no body). A handler that throws gets the documented error shape, not a
 * dropped connection.
 */
export const answerDownload: DownloadDoor = async (request) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null
  const { pathname } = new URL(request.url)
  const route = downloadRouteOf(pathname)
  if (!route) return null
  try {
    return route.kind === 'release'
      ? await releaseDownloadAnswer(request, route.id)
      : await trackDownloadAnswer(request, route.id)
  } catch (error) {
    console.error(`${request.method} ${pathname} failed`, error)
    return withFrontDoorHeaders(jsonError(500, DOWNLOAD_FAILED))
  }
}
