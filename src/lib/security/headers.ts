import { stripeApiUrl } from '@/lib/stripe/config'

type Env = Record<string, string | undefined>

/** Stripe.js and its frames, from Stripe's published CSP requirements for Payment Element. */
const STRIPE = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com', 'https://*.stripe.com'],
  img: ['https://*.stripe.com'],
}

/** YouTube's privacy-enhanced player and its preview images (src/components/Videos). */
const YOUTUBE = { frame: ['https://www.youtube-nocookie.com'], img: ['https://i.ytimg.com'] }

const originOf = (url: string | undefined): string | null => {
  if (!url) return null
  try {
    return new URL(url).origin
  } catch {
    return null
  }
}

/**
 * The Content-Security-Policy for this environment. Scripts and styles stay 'unsafe-inline':
 * Next streams its page data in inline scripts and styled-components injects style tags, and a
 * nonce would make every page dynamic. Everything else is closed to the site itself plus the
 * two outside services the pages embed: Stripe (only when keys are set) and YouTube.
 */
export const contentSecurityPolicy = (env: Env): string => {
  const development = env.NODE_ENV === 'development'
  const stripeKeys = Boolean(env.STRIPE_SECRET_KEY && env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY)
  // With the shipped test server the browser sends the card to it instead of Stripe.js.
  const testServer = stripeKeys ? originOf(stripeApiUrl()) : null
  const stripe = stripeKeys && !testServer
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      "'unsafe-inline'",
      ...(development ? ["'unsafe-eval'"] : []),
      ...(stripe ? STRIPE.script : []),
    ],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...YOUTUBE.img, ...(stripe ? STRIPE.img : [])],
    'font-src': ["'self'", 'data:'],
    'media-src': ["'self'", 'blob:'],
    'connect-src': [
      "'self'",
      ...(stripe ? STRIPE.connect : []),
      ...(testServer ? [testServer] : []),
      // Next's dev server reloads pages over a web socket.
      ...(development ? ['ws:', 'wss:'] : []),
    ],
    'frame-src': ["'self'", ...YOUTUBE.frame, ...(stripe ? STRIPE.frame : [])],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  }
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ')
}

/** Two years, the preload list's minimum; only over production's HTTPS. */
const HSTS = 'max-age=63072000; includeSubDomains'

/** The headers every response carries (src/proxy.ts). */
export const securityHeaders = (env: Env): Record<string, string> => ({
  'Content-Security-Policy': contentSecurityPolicy(env),
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'SAMEORIGIN',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(self)',
  'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  ...(env.NODE_ENV === 'production' ? { 'Strict-Transport-Security': HSTS } : {}),
})
