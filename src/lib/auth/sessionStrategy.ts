import type { AuthStrategy } from 'payload'
import { parseCookies } from 'payload'

import { SESSION_COOKIE } from './constants'
import { findSessionUser } from './sessions'

/** Lets Payload (the CMS at /cms and every access function) see the user of our session cookie. */
export const sessionStrategy: AuthStrategy = {
  name: 'session-cookie',
  authenticate: async ({ headers, payload }) => {
    const token = parseCookies(headers).get(SESSION_COOKIE)
    if (!token) return { user: null }
    const user = await findSessionUser(payload, token)
    return { user: user ? { ...user, collection: 'users', _strategy: 'session-cookie' } : null }
  },
}
