// The Stripe test server (scripts/stripe-test-server) standing in for Stripe in `npm run dev` and
// the browser tests when no real keys are configured. Like the embedded database it runs in its
// own process group, so Ctrl-C reaches Next first, and it ends when the parent's IPC channel
// closes, so it never outlives the parent however the parent ends.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import path from 'node:path'
import readline from 'node:readline'
import { fileURLToPath } from 'node:url'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const CLI = 'scripts/stripe-test-server/cli.ts'
const READY_TIMEOUT_MS = 30_000

const localKey = (prefix) => `${prefix}_${randomBytes(24).toString('hex')}`

const stopChild = (child) =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    child.ref()
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })

/** Resolves with the URL of the ready line (the first JSON line with a url); log lines follow. */
const readyUrl = (child) =>
  new Promise((resolve, reject) => {
    let ready = false
    const fail = (error) => {
      clearTimeout(timer)
      child.kill('SIGTERM')
      reject(error)
    }
    const timer = setTimeout(
      () => fail(new Error(`the Stripe test server was not ready within ${READY_TIMEOUT_MS} ms`)),
      READY_TIMEOUT_MS,
    )
    child.once('error', fail)
    child.once('exit', (code, signal) => {
      if (!ready)
        fail(new Error(`the Stripe test server exited (${code ?? signal}) before it was ready`))
    })
    readline.createInterface({ input: child.stdout }).on('line', (line) => {
      if (ready) return console.log(`[stripe] ${line}`)
      let message
      try {
        message = JSON.parse(line)
      } catch {
        return console.log(`[stripe] ${line}`)
      }
      if (!message?.url) return
      ready = true
      clearTimeout(timer)
      resolve(message.url)
    })
  })

/**
 * With STRIPE_SECRET_KEY set (real Stripe) this starts nothing. Otherwise it starts the Stripe
 * test server on a free loopback port with fresh keys, sending webhooks to `webhookUrl`, and
 * returns the environment that points the app at it.
 */
export async function startStripeStandIn({ webhookUrl } = {}) {
  if (process.env.STRIPE_SECRET_KEY) return { env: {}, stop: async () => {} }
  const keys = {
    STRIPE_SECRET_KEY: localKey('sk_test_local'),
    NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: localKey('pk_test_local'),
    STRIPE_WEBHOOK_SECRET: localKey('whsec_local'),
  }
  const args = ['--import', 'tsx/esm', CLI, '--port', '0', '--host', '127.0.0.1']
  if (webhookUrl) args.push('--webhook-url', webhookUrl)
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...keys },
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  })
  const url = await readyUrl(child)
  let stopping = false
  child.once('exit', (code, signal) => {
    if (!stopping) console.error(`[stripe] the Stripe test server stopped (${code ?? signal})`)
  })
  // The parent's own work decides when it exits; the server follows through the IPC channel.
  child.unref()
  child.channel?.unref()
  child.stdout.unref?.()
  console.log(`[stripe] Stripe test server at ${url} (no STRIPE_SECRET_KEY set)`)
  return {
    env: { ...keys, STRIPE_API_URL: url },
    stop: () => {
      stopping = true
      return stopChild(child)
    },
  }
}
