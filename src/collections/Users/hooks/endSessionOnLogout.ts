import type { CollectionAfterLogoutHook } from 'payload'

import { endSiteSession } from '../siteSession'

/** GraphQL's `logoutUser` (and any other use of Payload's logout) ends the site session too. */
export const endSessionOnLogout: CollectionAfterLogoutHook = async ({ req }) => {
  await endSiteSession(req)
}
