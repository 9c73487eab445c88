import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { CHALLENGE_COOKIE } from '@/lib/auth/challenges'
import { SESSION_COOKIE } from '@/lib/auth/constants'
import { createSession } from '@/lib/auth/sessions'
import { hashToken, newToken } from '@/lib/auth/tokens'
import { drizzleOf } from '@/lib/db/sql'
import type { User } from '@/payload-types'

import { FUZZ_RUNS } from '../fuzz'

/** Signed-in callers: a session cookie, and pools of live sessions and MFA sign-ins. */

/** The Cookie header of a new session of the user. */
export const sessionCookie = async (payload: Payload, user: Pick<User, 'id'>): Promise<string> =>
  `${SESSION_COOKIE}=${(await createSession(payload, user)).token}`

/**
 * Rows for tokens, written in one statement; hands out one unused token per call, then falls
 * back to `more` (shrinking a failure may need more than were written).
 */
const tokenPool = async (
  insert: (hashes: string[]) => Promise<Array<{ id: string; hash: string }>>,
  more: () => Promise<{ id: string; token: string }>,
  size: number,
) => {
  const tokens = Array.from({ length: size }, () => newToken())
  const ids = new Map((await insert(tokens.map(hashToken))).map((row) => [row.hash, row.id]))
  let used = 0
  return async (): Promise<{ id: string; token: string }> => {
    const token = tokens[used]
    used += 1
    return token ? { id: ids.get(hashToken(token))!, token } : more()
  }
}

const inserted = (result: { rows: unknown[] }) => result.rows as Array<{ id: string; hash: string }>

/**
 * Live sessions of a user for calls that spend one per input (logout, signing a device out):
 * the rows `createSession` writes, without its pruning and counting, which would cost more than
 * the call under test. Each call returns a new session's id and Cookie header.
 */
export const sessionPool = async (payload: Payload, userId: string, size = FUZZ_RUNS) => {
  const next = await tokenPool(
    async (hashes) =>
      inserted(
        await drizzleOf(payload).execute(sql`INSERT INTO user_sessions
          (user_id, session_token, is_active, last_activity, expires_at)
          VALUES ${sql.join(
            hashes.map((hash) => sql`(${userId}, ${hash}, true, now(), now() + interval '1 day')`),
            sql`, `,
          )}
          RETURNING id, session_token AS hash`),
      ),
    async () => {
      const { token, session } = await createSession(payload, { id: userId })
      return { id: session.id, token }
    },
    size,
  )
  return async () => {
    const { id, token } = await next()
    return { id, cookie: `${SESSION_COOKIE}=${token}` }
  }
}

/** Pending MFA sign-ins of a user (five wrong codes void one): a Cookie header per call. */
export const challengePool = async (payload: Payload, userId: string, size = FUZZ_RUNS) => {
  const insert = async (hashes: string[]) =>
    inserted(
      await drizzleOf(payload).execute(sql`INSERT INTO auth_challenges
        (user_id, token_hash, attempts, remember_me, expires_at)
        VALUES ${sql.join(
          hashes.map((hash) => sql`(${userId}, ${hash}, 0, false, now() + interval '1 hour')`),
          sql`, `,
        )}
        RETURNING id, token_hash AS hash`),
    )
  const next = await tokenPool(
    insert,
    async () => {
      const token = newToken()
      const [row] = await insert([hashToken(token)])
      return { id: row!.id, token }
    },
    size,
  )
  return async () => `${CHALLENGE_COOKIE}=${(await next()).token}`
}
