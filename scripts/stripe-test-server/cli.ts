// The Stripe test server on its own (scripts/lib/stripe-stand-in.mjs starts it for `npm run dev`
// and the browser tests):
//   node --import tsx/esm scripts/stripe-test-server/cli.ts [--port 4242] [--host 127.0.0.1]
//     [--webhook-url URL]... [--retry-attempts 8] [--retry-delay-ms 1000] [--quiet]
// Keys come from STRIPE_SECRET_KEY, NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET,
// or are made up when unset. The first line on stdout is the ready line, JSON with the URL and
// the keys; one log line per call and per webhook try follows.
import { parseArgs } from 'node:util'

import { startStripeTestServer } from './server'

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4242' },
    host: { type: 'string', default: '127.0.0.1' },
    'webhook-url': { type: 'string', multiple: true, default: [] },
    'retry-attempts': { type: 'string' },
    'retry-delay-ms': { type: 'string' },
    quiet: { type: 'boolean', default: false },
  },
})

const number = (value: string | undefined) => (value === undefined ? undefined : Number(value))
const server = await startStripeTestServer({
  port: Number(values.port),
  host: values.host,
  secretKey: process.env.STRIPE_SECRET_KEY,
  publishableKey: process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY,
  webhookSecret: process.env.STRIPE_WEBHOOK_SECRET,
  webhookUrls: values['webhook-url'],
  retry: {
    ...(values['retry-attempts'] && { attempts: number(values['retry-attempts']) }),
    ...(values['retry-delay-ms'] && { delayMs: number(values['retry-delay-ms']) }),
  },
  log: values.quiet ? undefined : (line) => console.log(line),
})

console.log(
  JSON.stringify({
    ready: true,
    url: server.url,
    port: server.port,
    secretKey: server.secretKey,
    publishableKey: server.publishableKey,
    webhookSecret: server.webhookSecret,
    webhookUrls: values['webhook-url'],
  }),
)

let stopping = false
const stop = async () => {
  if (stopping) return
  stopping = true
  await server.close()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
// Started with an IPC channel (by the stand-in): the parent going away, however, ends this too.
process.on('disconnect', stop)
