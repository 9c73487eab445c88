import { expect, request, test } from '@playwright/test'

import { E2E_DIRECT_PORT } from '../../scripts/lib/e2e.mjs'
import { PASSWORD, uniqueEmail } from '../helpers/api'
import { withE2eDb } from '../helpers/browserSession'

/**
 * The browser tests' second server trusts no forwarded header (TRUST_PROXY_HOPS=0, as with
 * nothing in front; scripts/e2e-server.mjs) and listens on ::1. Every call below forges a new
 * X-Forwarded-For; the server must still count them all against the one socket address.
 * In stack mode (playwright.stack.config.ts) the same calls go through nginx, which the app
 * trusts for one hop: they must all count against the address nginx saw.
 */
const STACK = process.env.E2E_STACK === '1'
const DIRECT_URL = STACK
  ? `http://127.0.0.1:${process.env.E2E_PORT || 3100}`
  : `http://[::1]:${E2E_DIRECT_PORT}`
const SOCKET_ADDRESS = STACK ? '127.0.0.1' : '::1'

let forged = 0
const forgedAddress = () => `203.0.113.${(forged++ % 250) + 1}`

const directClient = async () => {
  const client = await request.newContext({ baseURL: DIRECT_URL })
  // The second server starts beside the first: wait until it answers.
  await expect
    .poll(async () => (await client.get('/api/init').catch(() => null))?.status() ?? 0, {
      timeout: 120_000,
    })
    .toBe(200)
  return client
}

/** Sends `count` calls, each with its own forged address; the statuses in order. */
const sendForged = async (
  count: number,
  call: (headers: Record<string, string>) => Promise<number>,
) => {
  const statuses: number[] = []
  for (let i = 0; i < count; i++) statuses.push(await call({ 'x-forwarded-for': forgedAddress() }))
  return statuses
}

/** Each test starts with the socket address's budgets unspent. */
const resetBudgets = () =>
  withE2eDb((db) => db.query(`DELETE FROM rate_limits WHERE key LIKE $1`, [`%:${SOCKET_ADDRESS}`]))

test.describe(
  STACK ? 'client addresses through nginx' : 'client addresses with nothing in front of the app',
  () => {
    test.beforeEach(resetBudgets)
    test.afterAll(resetBudgets)
    test('a forged X-Forwarded-For does not escape the per-address limits', async () => {
      const client = await directClient()
      const email = uniqueEmail('forger')

      const logins = await sendForged(25, async (headers) =>
        (
          await client.post('/api/auth/login', {
            headers,
            data: { email, password: 'Wrong-pass-1!' },
          })
        ).status(),
      )
      expect(logins.slice(0, 20).every((status) => status === 401)).toBe(true)
      expect(logins.slice(20)).toEqual([429, 429, 429, 429, 429])

      const registrations = await sendForged(12, async (headers) => {
        const response = await client.post('/api/auth/register', {
          headers,
          data: {
            email: uniqueEmail('forged-signup'),
            username: `f_${Math.random().toString(36).slice(2, 10)}`,
            firstName: 'Forged',
            lastName: 'Header',
            password: PASSWORD,
          },
        })
        return response.status()
      })
      expect(registrations.slice(0, 10).every((status) => status === 201)).toBe(true)
      expect(registrations.slice(10)).toEqual([429, 429])

      const messages = await sendForged(7, async (headers) => {
        const response = await client.post('/api/contacts', {
          headers,
          data: { fullName: 'Forged Header', email: uniqueEmail('note'), message: 'Hello there' },
        })
        return response.status()
      })
      expect(messages.slice(0, 5).every((status) => status === 201)).toBe(true)
      expect(messages.slice(5)).toEqual([429, 429])

      const resets = await sendForged(6, async (headers) => {
        const response = await client.post('/api/auth/forgot-password', {
          headers,
          data: { email: uniqueEmail('reset') },
        })
        return response.status()
      })
      expect(resets).toEqual([200, 200, 200, 200, 200, 429])

      const codes = await sendForged(21, async (headers) =>
        (
          await client.post('/api/auth/mfa/verify', { headers, data: { token: '123456' } })
        ).status(),
      )
      expect(codes.slice(0, 20).every((status) => status === 401)).toBe(true)
      expect(codes[20]).toBe(429)
      await client.dispose()
    })

    test('the audit log and sign-in attempts record the socket address, not the forged one', async () => {
      const client = await directClient()
      const email = uniqueEmail('audited')
      const signup = await client.post('/api/auth/register', {
        headers: { 'x-forwarded-for': '198.18.0.77' },
        data: {
          email,
          username: `a_${Math.random().toString(36).slice(2, 10)}`,
          firstName: 'Audited',
          lastName: 'Fan',
          password: PASSWORD,
        },
      })
      expect(signup.status()).toBe(201)
      const failed = await client.post('/api/auth/login', {
        headers: { 'x-forwarded-for': '198.18.0.78' },
        data: { email, password: 'Wrong-pass-1!' },
      })
      expect(failed.status()).toBe(401)

      const recorded = await withE2eDb(async (db) => {
        const audit = await db.query(
          `SELECT a.event_type, a.ip_address FROM audit_logs a JOIN users u ON u.id = a.user_id
         WHERE u.email = $1 ORDER BY a.timestamp`,
          [email],
        )
        const attempts = await db.query(`SELECT ip_address FROM login_attempts WHERE email = $1`, [
          email,
        ])
        const user = await db.query(`SELECT last_login_ip FROM users WHERE email = $1`, [email])
        return { audit: audit.rows, attempts: attempts.rows, user: user.rows[0] }
      })
      expect(recorded.audit.map((row) => row.event_type)).toContain('login_failed')
      expect(new Set(recorded.audit.map((row) => row.ip_address))).toEqual(
        new Set([SOCKET_ADDRESS]),
      )
      // The sign-in that registration opened, then the failed one.
      expect(recorded.attempts).toEqual([
        { ip_address: SOCKET_ADDRESS },
        { ip_address: SOCKET_ADDRESS },
      ])
      expect(recorded.user).toEqual({ last_login_ip: SOCKET_ADDRESS })
      await client.dispose()
    })
  },
)
