import type { CollectionBeforeOperationHook } from 'payload'

import { publicError } from '@/lib/http/publicError'

/**
 * Payload's refresh-token call (REST and GraphQL's `refreshTokenUser`) would mint a Payload JWT
 * for any session: the site's session cookie is the only credential, so no caller gets one.
 */
export const refuseTokenRefresh: CollectionBeforeOperationHook = ({ args, operation }) => {
  if (operation === 'refresh') {
    throw publicError('Tokens are not issued here: sign in on the site instead.', 403)
  }
  return args
}
