/**
 * What Stripe.js does for a card payment, done against the shipped Stripe test server (payment
 * mode `test`, see ./config.ts). Browser-side and dependency-free, so a test-mode checkout never
 * ships Stripe's own code.
 */

export type TestCard = {
  /** Digits only. */
  number: string
  expMonth: number
  /** Four digits. */
  expYear: number
  cvc: string
}

/** Stripe's error object, as Stripe.js hands it over. */
export type CardPaymentError = {
  message?: string
  code?: string
  decline_code?: string
  type?: string
}

export type CardPaymentResult =
  { paymentIntent: { id: string; status: string } } | { error: CardPaymentError }

type ConfirmOptions = {
  apiUrl: string
  publishableKey: string
  clientSecret: string
  card: TestCard
  fetchImpl?: typeof fetch
}

/** A client secret reads 'pi_123_secret_abc'; the intent's id is the part before '_secret_'. */
export const paymentIntentIdFrom = (clientSecret: string): string => {
  const end = clientSecret.indexOf('_secret_')
  return end > 0 ? clientSecret.slice(0, end) : clientSecret
}

/** The form body Stripe.js sends to confirm an intent with a new card. */
export const confirmBody = (clientSecret: string, card: TestCard): URLSearchParams =>
  new URLSearchParams({
    client_secret: clientSecret,
    'payment_method_data[type]': 'card',
    'payment_method_data[card][number]': card.number,
    'payment_method_data[card][exp_month]': String(card.expMonth),
    'payment_method_data[card][exp_year]': String(card.expYear),
    'payment_method_data[card][cvc]': card.cvc,
  })

/** Where Stripe's return_url redirect lands after a payment, with the same query parameters. */
export const returnPath = (
  path: string,
  paymentIntent: { id: string; status: string },
  clientSecret: string,
): string => {
  const query = new URLSearchParams({
    payment_intent: paymentIntent.id,
    payment_intent_client_secret: clientSecret,
    redirect_status: paymentIntent.status === 'processing' ? 'processing' : 'succeeded',
  })
  return `${path}?${query}`
}

// Like Stripe.js, failures come back as { error } rather than as exceptions.
const UNEXPECTED: CardPaymentError = { type: 'api_connection_error' }

/**
 * POST /v1/payment_intents/{id}/confirm with the publishable key. Card errors arrive as
 * `{ error: { message, code, decline_code } }` (HTTP 402); anything but a succeeded (or
 * processing) intent is an error.
 */
export async function confirmCardPayment({
  apiUrl,
  publishableKey,
  clientSecret,
  card,
  fetchImpl = fetch,
}: ConfirmOptions): Promise<CardPaymentResult> {
  const id = paymentIntentIdFrom(clientSecret)
  let response: Response
  try {
    response = await fetchImpl(
      `${apiUrl.replace(/\/+$/, '')}/v1/payment_intents/${encodeURIComponent(id)}/confirm`,
      {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${publishableKey}`,
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: confirmBody(clientSecret, card),
      },
    )
  } catch {
    return { error: UNEXPECTED }
  }

  const data = (await response.json().catch(() => null)) as {
    id?: unknown
    status?: unknown
    error?: CardPaymentError
  } | null
  if (!response.ok || !data || data.error) {
    return { error: data?.error && typeof data.error === 'object' ? data.error : UNEXPECTED }
  }
  const status = typeof data.status === 'string' ? data.status : ''
  if (status !== 'succeeded' && status !== 'processing') return { error: UNEXPECTED }
  return { paymentIntent: { id: typeof data.id === 'string' ? data.id : id, status } }
}
