import { describe, expect, it } from 'vitest'

import { isCrossSiteRequest } from '@/lib/security/csrf'
import { contentSecurityPolicy, securityHeaders } from '@/lib/security/headers'
import { productionConfigProblems } from '@/lib/security/productionConfig'

const post = (overrides: Partial<Parameters<typeof isCrossSiteRequest>[0]> = {}) =>
  isCrossSiteRequest({
    method: 'POST',
    pathname: '/api/user/profile',
    host: 'kairo.example',
    origin: null,
    secFetchSite: null,
    ...overrides,
  })

describe('CSRF: cross-site state-changing API calls', () => {
  it('lets the site’s own pages call', () => {
    expect(post({ origin: 'https://kairo.example', secFetchSite: 'same-origin' })).toBe(false)
    expect(post({ origin: 'https://kairo.example' })).toBe(false)
    expect(post({ secFetchSite: 'same-origin' })).toBe(false)
  })

  it('refuses another site, a sibling subdomain and an opaque origin', () => {
    expect(post({ origin: 'https://evil.example', secFetchSite: 'cross-site' })).toBe(true)
    expect(post({ origin: 'https://evil.example' })).toBe(true)
    expect(post({ origin: 'https://shop.kairo.example', secFetchSite: 'same-site' })).toBe(true)
    expect(post({ origin: 'null' })).toBe(true)
    expect(post({ secFetchSite: 'cross-site' })).toBe(true)
  })

  it('refuses every unsafe method, on Payload’s API too', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'patch']) {
      expect(post({ method, origin: 'https://evil.example' })).toBe(true)
    }
    expect(post({ pathname: '/api/cms/users/login', origin: 'https://evil.example' })).toBe(true)
  })

  it('leaves reads, pages and Stripe’s signed webhook alone', () => {
    expect(post({ method: 'GET', origin: 'https://evil.example' })).toBe(false)
    expect(post({ method: 'HEAD', secFetchSite: 'cross-site' })).toBe(false)
    expect(post({ pathname: '/stripe/webhooks', origin: 'https://evil.example' })).toBe(false)
    expect(post({ pathname: '/api/stripe/webhooks', origin: 'https://evil.example' })).toBe(false)
  })

  it('refuses the logout link when another site sends the browser to it', () => {
    const logoutLink = { method: 'GET', pathname: '/api/logout' }
    expect(post({ ...logoutLink, secFetchSite: 'cross-site' })).toBe(true)
    expect(post({ ...logoutLink, secFetchSite: 'same-site' })).toBe(true)
    expect(post({ ...logoutLink, referer: 'https://evil.example/page' })).toBe(true)
    expect(post({ ...logoutLink, referer: 'not a url', secFetchSite: 'cross-site' })).toBe(true)
    // The site's own link, a typed address or a bookmark, and clients that are not browsers.
    expect(post({ ...logoutLink, secFetchSite: 'same-origin' })).toBe(false)
    expect(post({ ...logoutLink, secFetchSite: 'none' })).toBe(false)
    expect(post({ ...logoutLink, referer: 'https://kairo.example/home' })).toBe(false)
    expect(post(logoutLink)).toBe(false)
    // Other reads stay open whatever their referer.
    expect(post({ method: 'GET', pathname: '/api/tracks', secFetchSite: 'cross-site' })).toBe(false)
  })

  it('lets clients that are not browsers call (no Origin, no Sec-Fetch-Site)', () => {
    expect(post()).toBe(false)
  })

  it('accepts the configured public origin when a proxy rewrites Host', () => {
    const behindProxy = { host: '127.0.0.1:3000', origin: 'https://kairo.example' }
    expect(post(behindProxy)).toBe(true)
    expect(post({ ...behindProxy, trustedOrigins: ['https://kairo.example'] })).toBe(false)
  })
})

describe('security headers', () => {
  const directive = (policy: string, name: string) =>
    policy
      .split('; ')
      .find((part) => part.startsWith(`${name} `))
      ?.split(' ')
      .slice(1) ?? []

  it('closes the page to framing, plugins, other bases and form targets', () => {
    const policy = contentSecurityPolicy({ NODE_ENV: 'production' })
    expect(directive(policy, 'frame-ancestors')).toEqual(["'self'"])
    expect(directive(policy, 'object-src')).toEqual(["'none'"])
    expect(directive(policy, 'base-uri')).toEqual(["'self'"])
    expect(directive(policy, 'form-action')).toEqual(["'self'"])
    expect(directive(policy, 'script-src')).not.toContain("'unsafe-eval'")
    expect(policy).not.toContain('stripe.com')
  })

  it('allows Stripe.js only when Stripe keys are set', () => {
    const policy = contentSecurityPolicy({
      NODE_ENV: 'production',
      STRIPE_SECRET_KEY: 'sk_test_example',
      NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_test_example',
    })
    expect(directive(policy, 'script-src')).toContain('https://js.stripe.com')
    expect(directive(policy, 'frame-src')).toContain('https://hooks.stripe.com')
    expect(directive(policy, 'connect-src')).toContain('https://api.stripe.com')
  })

  it('sends HSTS in production only', () => {
    expect(securityHeaders({ NODE_ENV: 'production' })['Strict-Transport-Security']).toMatch(
      /^max-age=\d{8,}/,
    )
    expect(securityHeaders({ NODE_ENV: 'development' })).not.toHaveProperty(
      'Strict-Transport-Security',
    )
    expect(securityHeaders({ NODE_ENV: 'production' })).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    })
  })
})

describe('production configuration', () => {
  const complete = {
    DATABASE_URL: 'postgres://db/artist',
    PAYLOAD_SECRET: 'a'.repeat(64),
    MFA_ENCRYPTION_KEY: 'b'.repeat(64),
    SITE_URL: 'https://kairo.example',
    SMTP_URL: 'smtps://mail.example',
    STRIPE_SECRET_KEY: 'sk_test_example',
    NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_test_example',
    STRIPE_WEBHOOK_SECRET: 'whsec_example',
  }

  it('accepts a complete configuration', () => {
    expect(productionConfigProblems(complete)).toEqual([])
    expect(productionConfigProblems({ ...complete, DEMO_MODE: 'false' })).toEqual([])
  })

  it('refuses demo mode', () => {
    expect(productionConfigProblems({ ...complete, DEMO_MODE: 'true' })).toEqual([
      expect.stringMatching(/^DEMO_MODE is on/),
    ])
  })

  it('refuses a default, example or short secret', () => {
    for (const secret of ['dev-only-secret-change-me', 'change-me-to-64-random-hex-characters']) {
      expect(productionConfigProblems({ ...complete, PAYLOAD_SECRET: secret })).toEqual([
        'PAYLOAD_SECRET is a published default value.',
      ])
    }
    expect(productionConfigProblems({ ...complete, PAYLOAD_SECRET: 'short' })).toEqual([
      'PAYLOAD_SECRET is shorter than 32 characters.',
    ])
  })

  it('names every missing or malformed key', () => {
    const problems = productionConfigProblems({ MFA_ENCRYPTION_KEY: 'not-32-bytes' })
    expect(problems).toEqual([
      'PAYLOAD_SECRET is not set.',
      'MFA_ENCRYPTION_KEY must be 32 bytes (64 hex characters).',
      expect.stringMatching(/^DATABASE_URL is not set/),
      expect.stringMatching(/^SITE_URL is not set/),
      expect.stringMatching(/^SMTP_URL is not set/),
      expect.stringMatching(/^STRIPE_SECRET_KEY is not set/),
      expect.stringMatching(/^NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY is not set/),
      expect.stringMatching(/^STRIPE_WEBHOOK_SECRET is not set/),
    ])
  })
})
