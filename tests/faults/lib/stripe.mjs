// The shipped Stripe test server (scripts/stripe-test-server) on a fixed port, with webhook
// retries shortened so that a redelivery after a fault lands within the run, and the calls the
// scenarios make to it: paying as the browser does, and reading what "Stripe" holds.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import readline from 'node:readline'

import { registerCleanup } from './cleanup.mjs'

const CLI = 'scripts/stripe-test-server/cli.ts'
// Tries 0.5, 1.5, 3.5, 7.5, 15.5, 31.5 and 63.5 s after the first: long enough to outlast a
// database restart or an app restart, short enough for the run.
export const WEBHOOK_RETRY = { attempts: 8, delayMs: 500 }
export const VISA = '4242424242424242'

const key = (prefix) => `${prefix}_${randomBytes(24).toString('hex')}`

/** The ready line is the first JSON line with a url; the per-call log lines go to `logFile`. */
const readyLine = (child, logFile) =>
  new Promise((resolve, reject) => {
    let ready = false
    const log = fs.createWriteStream(logFile, { flags: 'a' })
    child.once('exit', (code, signal) => {
      if (!ready) reject(new Error(`the Stripe test server exited (${code ?? signal})`))
    })
    readline.createInterface({ input: child.stdout }).on('line', (line) => {
      if (ready || !line.startsWith('{')) return log.write(`${line}\n`)
      ready = true
      resolve(JSON.parse(line))
    })
  })

export async function startStripe({ port, webhookUrl, logFile }) {
  const keys = {
    STRIPE_SECRET_KEY: key('sk_test_local'),
    NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: key('pk_test_local'),
    STRIPE_WEBHOOK_SECRET: key('whsec_local'),
  }
  const args = ['--import', 'tsx/esm', CLI, '--port', String(port), '--host', '127.0.0.1']
  args.push('--webhook-url', webhookUrl)
  args.push('--retry-attempts', String(WEBHOOK_RETRY.attempts))
  args.push('--retry-delay-ms', String(WEBHOOK_RETRY.delayMs))
  // Its own process group (Ctrl-C is handled here); the IPC channel ends it if this process dies.
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...keys },
    detached: true,
    stdio: ['ignore', 'pipe', fs.openSync(logFile, 'a'), 'ipc'],
  })
  registerCleanup(
    () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode) return resolve()
        child.once('exit', resolve)
        child.kill('SIGTERM')
      }),
    () => child.kill('SIGKILL'),
  )
  const { url } = await readyLine(child, logFile)
  return { url, env: { ...keys, STRIPE_API_URL: url }, ...client(url, keys) }
}

function client(url, keys) {
  const call = async (method, path, { body, key = keys.STRIPE_SECRET_KEY } = {}) => {
    const response = await fetch(`${url}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${key}`,
        ...(body && { 'Content-Type': 'application/x-www-form-urlencoded' }),
      },
      body: body && new URLSearchParams(body),
    })
    const json = await response.json()
    if (!response.ok)
      throw new Error(`Stripe ${method} ${path}: ${response.status} ${json?.error?.message}`)
    return json
  }

  /** Every event of a type, oldest first (the API pages newest first, 100 at a time). */
  const events = async (type) => {
    const all = []
    let after = null
    for (;;) {
      const query = new URLSearchParams({
        limit: '100',
        type,
        ...(after && { starting_after: after }),
      })
      const page = await call('GET', `/v1/events?${query}`)
      all.push(...page.data)
      if (!page.has_more) return all.reverse()
      after = page.data.at(-1).id
    }
  }

  return {
    /** Confirms an intent with a card as Stripe.js does: publishable key and client secret. */
    pay: (clientSecret, number = VISA) =>
      call('POST', `/v1/payment_intents/${clientSecret.split('_secret_')[0]}/confirm`, {
        key: keys.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY,
        body: {
          client_secret: clientSecret,
          'payment_method_data[type]': 'card',
          'payment_method_data[card][number]': number,
          'payment_method_data[card][exp_month]': '12',
          'payment_method_data[card][exp_year]': String(new Date().getFullYear() + 2),
          'payment_method_data[card][cvc]': '123',
        },
      }),
    events,
    /** The payment intents the server holds as succeeded, as they are now. */
    succeededIntents: async () => {
      const ids = new Set((await events('payment_intent.succeeded')).map((e) => e.data.object.id))
      const intents = await Promise.all(
        [...ids].map((id) => call('GET', `/v1/payment_intents/${id}`)),
      )
      return intents.filter((intent) => intent.status === 'succeeded')
    },
    /** Every webhook try so far (optionally of one event), oldest first. */
    deliveries: async (eventId) =>
      (await call('GET', `/_test/deliveries${eventId ? `?event=${eventId}` : ''}`)).data,
  }
}
