import type { Endpoint } from 'payload'

import { hasRole, STAFF_ROLES } from '@/access/roles'
import { trackFilesReport } from '@/lib/audio/renditions/trackFileStates'
import { jsonError } from '@/lib/http/errors'
import { idSchema } from '@/lib/validation/ids'

/**
 * GET /api/cms/tracks/{id}/files: where each audio file of the track stands (queued, building,
 * ready, failed with its reason), for the CMS's sidebar panel. Staff only.
 */
export const trackFiles: Endpoint = {
  path: '/:id/files',
  method: 'get',
  handler: async (req) => {
    if (!req.user) return jsonError(401, 'Unauthorized')
    if (!hasRole(req.user, ...STAFF_ROLES)) return jsonError(403, 'Forbidden')
    const id = String(req.routeParams?.id ?? '')
    if (!idSchema.safeParse(id).success) return jsonError(404, 'Track not found')
    return Response.json(await trackFilesReport(req.payload, id), {
      headers: { 'Cache-Control': 'no-store' },
    })
  },
}
