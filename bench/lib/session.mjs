import { createHash, randomBytes } from 'node:crypto'

const digest = (value) => createHash('sha256').update(value).digest('hex')

/**
 * A signed-in session of the demo fan, inserted directly (its token's digest, as the app stores
 * it), valid for an hour: the cookie a benchmark sends, the fan's id and the session's.
 */
export async function demoFanSession(client) {
  const token = randomBytes(32).toString('base64url')
  const {
    rows: [user],
  } = await client.query(`SELECT id FROM users WHERE email = 'fan@demo.local'`)
  if (!user) throw new Error('The demo fan (fan@demo.local) is missing')
  const {
    rows: [session],
  } = await client.query(
    `INSERT INTO user_sessions (user_id, session_token, refresh_token, is_active, expires_at,
       last_activity, updated_at, created_at)
     VALUES ($1, $2, $3, true, now() + interval '1 hour', now(), now(), now()) RETURNING id`,
    [user.id, digest(token), digest(randomBytes(32).toString('base64url'))],
  )
  return { cookie: `artist_session=${token}`, userId: user.id, sessionId: session.id }
}
