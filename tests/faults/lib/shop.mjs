// Members of the site as the scenarios drive them over HTTP: signing up, buying a track the way
// the checkout page does (create the intent, pay it at "Stripe", confirm on the success page),
// and retrying a failed call as a person would, so that a fault shows up as a delay rather than
// as a purchase given up.
import { randomBytes } from 'node:crypto'

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

let members = 0

/** Calls the app once; network failures come back as status 0. */
export async function call(baseUrl, path, { method = 'GET', body, cookie, ip } = {}) {
  try {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        ...(body && { 'Content-Type': 'application/json' }),
        ...(cookie && { Cookie: cookie }),
        // Each member its own address, so the per-address sign-up limit spares the others.
        ...(ip && { 'X-Forwarded-For': ip }),
      },
      body: body && JSON.stringify(body),
    })
    const text = await response.text()
    let json = null
    try {
      json = text ? JSON.parse(text) : null
    } catch {
      // Not JSON (an HTML error page): the status says enough.
    }
    return { status: response.status, json, headers: response.headers, text }
  } catch (error) {
    return { status: 0, json: null, error: error.cause?.code ?? error.message }
  }
}

/**
 * Calls until the app answers something other than a server error or a network failure, for
 * at most `withinMs`; every failed try is counted in `failures`.
 */
export async function persist(baseUrl, path, options, { failures, withinMs = 30_000 } = {}) {
  const deadline = Date.now() + withinMs
  for (;;) {
    const result = await call(baseUrl, path, options)
    if (result.status !== 0 && result.status < 500) return result
    if (failures)
      failures.push({ path, status: result.status, error: result.error, at: Date.now() })
    if (Date.now() > deadline) return result
    await sleep(300)
  }
}

/** A new member, signed in: the id, e-mail, session cookie and the address they call from. */
export async function registerMember(baseUrl) {
  members += 1
  const tag = randomBytes(4).toString('hex')
  const email = `faults-${tag}@example.test`
  const ip = `198.18.${Math.floor(members / 250)}.${(members % 250) + 1}`
  const result = await call(baseUrl, '/api/auth/register', {
    method: 'POST',
    ip,
    body: {
      email,
      username: `faults_${tag}`,
      firstName: 'Fault',
      lastName: `Tester ${members}`,
      password: 'Fault-tests-2025!',
      consentToDataProcessing: true,
    },
  })
  if (result.status !== 201) {
    throw new Error(`registration answered ${result.status}: ${result.text ?? result.error}`)
  }
  const session = result.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith('artist_session='))
  if (!session) throw new Error('registration set no session cookie')
  return { id: result.json.user.id, email, cookie: session.split(';')[0], ip }
}

/**
 * The published tracks that cost money, with what a checkout that names no amount charges, in
 * cents: the price, or the suggested amount of a name-your-price track.
 */
export async function paidTracks(baseUrl) {
  const result = await call(baseUrl, '/api/tracks')
  if (result.status !== 200) throw new Error(`GET /api/tracks answered ${result.status}`)
  return result.json
    .map((track) => ({
      id: track.id,
      title: track.title,
      cents: Math.round(
        Number(track.priceMode === 'name-your-price' ? track.suggestedPrice : track.price) * 100,
      ),
    }))
    .filter((track) => track.cents > 0)
}

/** Opens the checkout for a track: the intent's client secret (retried through faults). */
export async function openCheckout(baseUrl, member, track, failures) {
  const result = await persist(
    baseUrl,
    '/api/create-payment-intent',
    { method: 'POST', body: { trackId: track.id }, cookie: member.cookie, ip: member.ip },
    { failures },
  )
  if (result.status !== 200 || !result.json?.clientSecret) {
    throw new Error(
      `create-payment-intent answered ${result.status}: ${result.text ?? result.error}`,
    )
  }
  return result.json.clientSecret
}

/** The success page's call after Stripe has taken the money (retried through faults). */
export async function confirmPurchase(baseUrl, member, intentId, failures) {
  const result = await persist(
    baseUrl,
    '/api/confirm-purchase',
    { method: 'POST', body: { paymentIntentId: intentId }, cookie: member.cookie, ip: member.ip },
    { failures },
  )
  if (result.status !== 200) {
    throw new Error(`confirm-purchase answered ${result.status}: ${result.text ?? result.error}`)
  }
}

/**
 * One purchase from start to end as the browser makes it; with `confirm: false` the member
 * closes the tab after paying and only Stripe's webhook completes it.
 */
export async function buy({ baseUrl, stripe, member, track, confirm, failures }) {
  const clientSecret = await openCheckout(baseUrl, member, track, failures)
  const intent = await stripe.pay(clientSecret)
  if (intent.status !== 'succeeded') throw new Error(`intent ${intent.id} is ${intent.status}`)
  if (confirm) await confirmPurchase(baseUrl, member, intent.id, failures)
  return { intentId: intent.id, userId: member.id, trackId: track.id, cents: track.cents }
}
