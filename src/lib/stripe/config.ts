import Stripe from 'stripe'

/**
 * How the browser pays (spec §2 Checkout):
 * - `elements`: real keys, Stripe Elements loaded from js.stripe.com;
 * - `test`: the shipped Stripe test server (`STRIPE_API_URL`); the checkout shows a plain card
 *   form that sends the card to that server with the publishable key, as Stripe.js would;
 * - `unavailable`: no payment configuration at all.
 */
export type PaymentClientConfig =
  | { mode: 'elements'; publishableKey: string }
  | { mode: 'test'; publishableKey: string; apiUrl: string }
  | { mode: 'unavailable' }

// Read at run time (a literal `process.env.NEXT_PUBLIC_…` would be frozen into the build).
const env = (name: string): string | undefined => process.env[name] || undefined

/** The base URL of a Stripe-compatible API other than Stripe's (the shipped test server). */
export const stripeApiUrl = (): string | undefined => env('STRIPE_API_URL')?.replace(/\/+$/, '')

export const paymentClientConfig = (): PaymentClientConfig => {
  const publishableKey = env('NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY')
  const apiUrl = stripeApiUrl()
  if (!publishableKey || !env('STRIPE_SECRET_KEY')) return { mode: 'unavailable' }
  return apiUrl ? { mode: 'test', publishableKey, apiUrl } : { mode: 'elements', publishableKey }
}

export const webhookSecret = (): string | undefined => env('STRIPE_WEBHOOK_SECRET')

let client: { key: string; apiUrl: string | undefined; stripe: Stripe } | undefined

/** The one Stripe SDK client; pointed at the test server through host/port when configured. */
export const getStripe = (): Stripe | null => {
  const key = env('STRIPE_SECRET_KEY')
  if (!key) return null
  const apiUrl = stripeApiUrl()
  if (client && client.key === key && client.apiUrl === apiUrl) return client.stripe
  const target = apiUrl ? new URL(apiUrl) : undefined
  const stripe = new Stripe(key, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'artist-site' },
    ...(target && {
      host: target.hostname,
      port: Number(target.port || (target.protocol === 'https:' ? 443 : 80)),
      protocol: target.protocol === 'https:' ? 'https' : 'http',
    }),
  })
  client = { key, apiUrl, stripe }
  return stripe
}
