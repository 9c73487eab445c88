import type { AuthStrategy } from 'payload'

import { sessionFromHeaders } from './requestUser'

/** Lets Payload (the CMS at /cms and every access function) see the user of our session cookie. */
export const sessionStrategy: AuthStrategy = {
  name: 'session-cookie',
  authenticate: async ({ headers, payload }) => {
    const user = (await sessionFromHeaders(payload, headers))?.user
    return { user: user ? { ...user, collection: 'users', _strategy: 'session-cookie' } : null }
  },
}
