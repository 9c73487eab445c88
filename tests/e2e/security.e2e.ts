import { expect, test } from '@playwright/test'
import { spawn } from 'node:child_process'

import { json, login, me, newClient, registerUser } from '../helpers/api'

/** Pages, our API, Payload's API, the CMS, static files and errors all carry the headers. */
const PATHS = [
  '/landing',
  '/music',
  '/api/tracks',
  '/api/cms/tracks',
  // The upload collections: only a file sent to them skips the proxy (tests/e2e/cmsUploads).
  '/api/cms/media',
  '/api/cms/track-audio',
  '/cms',
  '/robots.txt',
  // The downloads skip the proxy and add the headers themselves (src/lib/security/frontDoor.ts).
  '/api/secure/download/0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9',
  '/api/secure/download/release/0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9?format=flac',
]

test.describe('security headers', () => {
  test('every kind of response carries them', async ({ baseURL }) => {
    const client = await newClient(baseURL!)
    const page = await client.get('/landing')
    const script = /<script[^>]+src="(\/_next\/static\/[^"]+\.js)"/.exec(await page.text())![1]
    for (const path of [...PATHS, script, '/no-such-page', '/api/tracks/not-an-id']) {
      const response = await client.get(path, { maxRedirects: 0 })
      const headers = response.headers()
      expect(headers['x-content-type-options'], path).toBe('nosniff')
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin')
      expect(headers['strict-transport-security'], path).toMatch(/^max-age=63072000/)
      expect(headers['content-security-policy'], path).toContain("frame-ancestors 'self'")
      expect(headers['x-powered-by'], path).toBeUndefined()
      // The CMS's colour-scheme hint would make Chrome load every public page twice.
      if (!path.startsWith('/cms')) expect(headers['critical-ch'], path).toBeUndefined()
    }
  })

  test('pages name their icon, so browsers do not ask for a missing /favicon.ico', async ({
    baseURL,
  }) => {
    const client = await newClient(baseURL!)
    const html = await (await client.get('/landing')).text()
    const icon = /<link rel="icon" href="([^"]+)"/.exec(html)![1]
    const response = await client.get(icon)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain('image/svg+xml')
  })

  test('the policy lets the checkout reach the configured Stripe API and nothing else', async ({
    baseURL,
  }) => {
    const client = await newClient(baseURL!)
    const policy = (await client.get('/checkout')).headers()['content-security-policy']
    const connect = policy.split('; ').find((part) => part.startsWith('connect-src '))!
    // The browser tests run against the shipped Stripe test server on a local port.
    expect(connect).toMatch(/^connect-src 'self' http:\/\/127\.0\.0\.1:\d+$/)
    expect(policy).toContain("object-src 'none'")
  })
})

test.describe('cross-site request forgery', () => {
  test('a signed-in member’s cookie cannot be used from another site', async ({ baseURL }) => {
    const client = await newClient(baseURL!)
    const { email } = await registerUser(client)
    const forged = await client.patch('/api/user/profile', {
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      data: { email: 'attacker@evil.example', firstName: 'Evil', lastName: 'Site' },
    })
    expect(forged.status()).toBe(403)
    expect(await json(forged)).toEqual({ error: 'Cross-site request refused' })
    const logout = await client.post('/api/auth/logout', {
      headers: { origin: 'https://evil.example' },
    })
    expect(logout.status()).toBe(403)
    // Nothing changed: same e-mail, still signed in.
    const current = await json(await me(client))
    expect(current.email).toBe(email)

    const own = await client.patch('/api/user/profile', {
      headers: { origin: baseURL!, 'sec-fetch-site': 'same-origin' },
      data: { email, firstName: 'Own', lastName: 'Site' },
    })
    expect(own.status()).toBe(200)
  })

  test('sign-in from another site is refused; Stripe’s webhook is exempt', async ({ baseURL }) => {
    const client = await newClient(baseURL!)
    const genuine = await login(client, 'fan@demo.local', 'Demo-pass-2025!')
    expect(genuine.response.status()).toBe(200)
    const other = await newClient(baseURL!)
    const response = await other.post('/api/auth/login', {
      headers: { origin: 'https://evil.example' },
      data: { email: 'fan@demo.local', password: 'Demo-pass-2025!' },
    })
    expect(response.status()).toBe(403)
    expect((await me(other)).status()).toBe(401)
    const webhook = await other.post('/api/stripe/webhooks', {
      headers: { origin: 'https://evil.example' },
      data: '{}',
    })
    // Reaches the handler, which refuses it for its missing signature instead.
    expect(webhook.status()).toBe(400)
    expect(await json(webhook)).toEqual({ error: 'Missing Stripe-Signature header' })
  })
})

test.describe('request bodies over 10 MB', () => {
  test('are refused with 413 { error } before any route reads them', async ({ baseURL }) => {
    const client = await newClient(baseURL!)
    const huge = JSON.stringify({ message: 'x'.repeat(11 * 1024 * 1024) })
    for (const path of ['/api/contacts', '/api/cms/media', '/api/auth/login']) {
      const response = await client.post(path, {
        data: huge,
        headers: { 'content-type': 'application/json' },
      })
      expect(response.status()).toBe(413)
      expect(await json(response)).toEqual({ error: 'Request body is too large (10 MB at most)' })
    }
    // The server still answers afterwards.
    expect((await client.get('/api/init')).status()).toBe(200)
  })
})

test.describe('production configuration', () => {
  test('the production server refuses to start in demo mode with a default secret', async () => {
    test.setTimeout(60_000)
    const child = spawn(
      process.execPath,
      ['node_modules/next/dist/bin/next', 'start', '-p', '3199', '-H', '127.0.0.1'],
      {
        env: {
          ...process.env,
          NODE_ENV: 'production',
          DEMO_MODE: 'true',
          PAYLOAD_SECRET: 'dev-only-secret-change-me',
          MFA_ENCRYPTION_KEY: '',
          STRIPE_SECRET_KEY: '',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
    expect(code).toBe(1)
    expect(output).toContain('Refusing to start in production:')
    expect(output).toContain('DEMO_MODE is on')
    expect(output).toContain('PAYLOAD_SECRET is a published default value.')
    expect(output).toContain('MFA_ENCRYPTION_KEY is not set')
    expect(output).toContain('STRIPE_SECRET_KEY is not set')
  })
})
