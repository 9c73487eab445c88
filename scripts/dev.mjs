#!/usr/bin/env node
// `npm run dev`: database (embedded unless DATABASE_URL is set), the Stripe test server (unless
// STRIPE_SECRET_KEY is set), migrations, demo content, then Next's development server (scripts/server.mjs --dev). Stops Next first and the
// rest after it.
import { startEmbeddedDbOrExit } from './lib/embedded-db.mjs'
import { forwardSignals, run, task } from './lib/run.mjs'
import { startStripeStandIn } from './lib/stripe-stand-in.mjs'

/** The port the server listens on: -p/--port, else PORT, else 3000, as Next reads them. */
const devPort = (args) => {
  for (const [i, arg] of args.entries()) {
    const joined = /^(?:-p=?|--port=)(\d+)$/.exec(arg)
    if (joined) return joined[1]
    if (arg === '-p' || arg === '--port') return args[i + 1]
  }
  return process.env.PORT || '3000'
}

const stripe = await startStripeStandIn({
  webhookUrl: `http://127.0.0.1:${devPort(process.argv.slice(2))}/api/stripe/webhooks`,
})
const db = process.env.DATABASE_URL ? null : await startEmbeddedDbOrExit()
const env = { ...process.env, ...stripe.env, DATABASE_URL: process.env.DATABASE_URL || db.url }

let stopping = false
const stop = async (code) => {
  if (stopping) return
  stopping = true
  await Promise.all([db?.stop(), stripe.stop()])
  process.exit(code)
}

const prepared = await task('prepare', { env })
if (prepared !== 0) {
  console.error('Preparing the database failed; see the messages above.')
  await stop(prepared)
}

const { child, done } = run(
  process.execPath,
  ['scripts/server.mjs', '--dev', ...process.argv.slice(2)],
  {
    env,
  },
)
forwardSignals(child)
await stop(await done)
