import { type BrowserContext, expect, type Page } from '@playwright/test'
import { createHash, randomBytes } from 'node:crypto'
import pg from 'pg'

// Shared with scripts/e2e-server.mjs, which creates this database for the browser tests.
import { E2E_DATABASE } from '../../scripts/lib/e2e.mjs'
import { SESSION_COOKIE } from '../../src/lib/auth/constants'
import { PASSWORD, uniqueEmail } from './api'

const e2eDatabaseUrl = () => {
  const url = new URL(process.env.DATABASE_URL ?? '')
  url.pathname = `/${E2E_DATABASE}`
  return url.toString()
}

/** Runs queries on the database of the browser tests' server. */
export const withE2eDb = async <T>(fn: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() })
  await client.connect()
  try {
    return await fn(client)
  } finally {
    await client.end()
  }
}

/**
 * Signs the browser in as a seeded account by opening a session row directly, as the sign-in
 * call does, so a browser test can start on a page that needs a user.
 */
export const signInAs = async (context: BrowserContext, email: string, baseURL: string) => {
  const token = randomBytes(32).toString('base64url')
  const digest = (value: string) => createHash('sha256').update(value).digest('hex')
  await withE2eDb(async (client) => {
    const { rowCount } = await client.query(
      `INSERT INTO user_sessions (user_id, session_token, refresh_token, is_active, expires_at, last_activity, updated_at, created_at)
       SELECT id, $1, $2, true, now() + interval '1 hour', now(), now(), now() FROM users WHERE email = $3`,
      [digest(token), digest(randomBytes(32).toString('base64url')), email],
    )
    if (rowCount !== 1) throw new Error(`No seeded account ${email}`)
  })
  await context.addCookies([{ name: SESSION_COOKIE, value: token, url: baseURL }])
}

/**
 * A member who owns nothing: registered through the API with the page's own request context,
 * so the browser shares the session cookie the registration sets. Its own forwarded address
 * keeps the registration limit of one address out of the way of other tests.
 */
export const registerFreshMember = async (page: Page, tag = 'free') => {
  const response = await page.request.post('/api/auth/register', {
    headers: { 'x-forwarded-for': `198.18.${randomBytes(1)[0]}.${(randomBytes(1)[0] % 250) + 1}` },
    data: {
      email: uniqueEmail(tag),
      username: `${tag}_${randomBytes(5).toString('hex')}`,
      firstName: 'Free',
      lastName: 'Listener',
      password: PASSWORD,
    },
  })
  expect(response.status()).toBe(201)
}
