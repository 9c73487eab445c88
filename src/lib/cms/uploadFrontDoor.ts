import { jsonError } from '@/lib/http/errors'
import { CSRF_ERROR } from '@/lib/security/csrf'
import { frontDoorHeaders, isRefusedAsCrossSite, isUploadToCms } from '@/lib/security/frontDoor'

import type { RouteHandler } from './restErrors'

/**
 * A file upload to the CMS does not pass through the proxy (src/proxy.ts): it meets the proxy's
 * checks here instead — a cross-site call is refused before Payload reads a byte of it, and the
 * answer carries the security headers. Any other request passes straight on.
 */
export const withUploadFrontDoor =
  (handler: RouteHandler): RouteHandler =>
  async (request, context) => {
    if (!isUploadToCms(request, (await context.params).slug ?? [])) {
      return handler(request, context)
    }
    const answer = isRefusedAsCrossSite(request, new URL(request.url).pathname)
      ? jsonError(403, CSRF_ERROR)
      : await handler(request, context)
    // A copy: the headers of a response Payload made may be read-only.
    const response = new Response(answer.body, answer)
    for (const [name, value] of Object.entries(frontDoorHeaders())) {
      response.headers.set(name, value)
    }
    return response
  }
