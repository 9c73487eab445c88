import type { Endpoint } from 'payload'

import { endSiteSession } from '../siteSession'

/**
 * POST /api/cms/users/logout, the CMS's logout button: answers like the site's own logout,
 * whether or not a session was open, so a stale cookie is cleared too.
 */
export const cmsLogout: Endpoint = {
  path: '/logout',
  method: 'post',
  handler: async (req) => {
    await endSiteSession(req)
    return Response.json({ message: req.t('authentication:logoutSuccessful') })
  },
}
