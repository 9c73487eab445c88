import type { Payload } from 'payload'

import { audit } from '@/lib/audit'
import { requestMeta } from '@/lib/http/request'

import { sessionOf } from './requestUser'
import { revokeSession } from './sessions'

/**
 * Ends the request's session on the server, if any, and audits it. Every way out uses it: the
 * site's logout calls and the CMS's (src/collections/Users/siteSession.ts); each clears the
 * cookies in its own answer.
 */
export const signOut = async (payload: Payload, request: Request): Promise<void> => {
  const signedIn = await sessionOf(payload, request)
  if (signedIn) {
    await revokeSession(payload, signedIn.session)
    await audit(payload, {
      eventType: 'logout',
      action: 'Signed out',
      user: signedIn.user.id,
      sessionId: signedIn.session.id,
      meta: requestMeta(request),
    })
  }
}
