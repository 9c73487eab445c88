#!/usr/bin/env node
// The server the browser tests run against: the production build (`next build` first), on a
// fresh database with the demo content. Started and stopped by Playwright (playwright.config.ts).
import { randomBytes } from 'node:crypto'
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { E2E_DATABASE, E2E_DIRECT_PORT, E2E_MAIL_DIR, E2E_STACK_DIR } from './lib/e2e.mjs'
import { freePorts } from './lib/free-port.mjs'
import { requireNginx } from './lib/nginx.mjs'
import { recreateDatabase } from './lib/databases.mjs'
import { forwardSignals, run, task } from './lib/run.mjs'
import { withServerHeap } from './lib/server-heap.mjs'
import { startSmtpCapture } from './lib/smtp-capture.mjs'
import { startStripeStandIn } from './lib/stripe-stand-in.mjs'
import { startTopology } from './lib/topology.mjs'

if (!process.env.DATABASE_URL) {
  console.error('e2e-server: DATABASE_URL must point at a PostgreSQL server (npm test sets it).')
  process.exit(2)
}

const uploads = await mkdtemp(path.join(tmpdir(), 'artist-e2e-'))
const port = process.env.E2E_PORT || '3100'
const smtpPort = Number(process.env.E2E_SMTP_PORT || 2526)
await startSmtpCapture({ dir: E2E_MAIL_DIR, port: smtpPort })
// Stripe's test server unless real test keys are set; its webhooks go to the app under test.
const stripe = await startStripeStandIn({
  webhookUrl: `http://127.0.0.1:${port}/api/stripe/webhooks`,
})
const env = {
  ...process.env,
  ...stripe.env,
  NODE_ENV: 'production',
  PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || randomBytes(32).toString('hex'),
  NEXT_TELEMETRY_DISABLED: '1',
  DATABASE_URL: await recreateDatabase(process.env.DATABASE_URL, E2E_DATABASE),
  MEDIA_DIR: process.env.MEDIA_DIR || path.join(uploads, 'media'),
  TRACK_AUDIO_DIR: process.env.TRACK_AUDIO_DIR || path.join(uploads, 'track-audio'),
  RENDITIONS_DIR: process.env.RENDITIONS_DIR || path.join(uploads, 'renditions'),
  EXPORT_DIR: path.join(uploads, 'exports'),
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  SITE_URL: `http://127.0.0.1:${port}`,
  MFA_ENCRYPTION_KEY: process.env.MFA_ENCRYPTION_KEY || randomBytes(32).toString('hex'),
}

// The demo accounts and catalogue are the tests' fixtures: seeded by the prepare step in demo
// mode, while the app itself runs as in production, where demo mode is refused.
// Every format of every demo track is made before the tests start (PREPARE_RENDITIONS=all).
const prepared = await task('prepare', {
  env: { ...env, DEMO_MODE: 'true', PREPARE_RENDITIONS: 'all' },
})
if (prepared !== 0) {
  await stripe.stop()
  process.exit(prepared)
}

if (process.env.E2E_STACK === '1') {
  // The production topology (npm run stack): nginx on the tests' port, two instances behind it.
  const front = await startTopology({
    env: { ...env, DEMO_MODE: 'false' },
    listen: `127.0.0.1:${port}`,
    appPorts: await freePorts(2, { from: Number(port) + 10 }),
    workDir: E2E_STACK_DIR,
    nginxBin: requireNginx(),
    log: (line) => console.log(line),
    onFatal: (message) => {
      console.error(message)
      process.exit(1)
    },
  })
  const stop = async () => {
    await front.stop()
    await stripe.stop()
    process.exit(0)
  }
  process.on('SIGINT', () => void stop())
  process.on('SIGTERM', () => void stop())
} else {
  // The tests' API clients each send their own X-Forwarded-For, as a proxy would, so that the
  // per-address limits of one test spare the others: this server trusts one proxy hop. A second
  // process on the same build and database trusts none, as a server with nothing in front: the
  // client-address tests (tests/e2e/clientAddress.e2e.ts) forge the header against it. It
  // listens on ::1, so its one client address is not the one the browser's pages use on
  // 127.0.0.1.
  const serve = (host, listenPort, hops) =>
    run(process.execPath, ['scripts/server.mjs', '-p', listenPort, '-H', host], {
      env: withServerHeap({ ...env, DEMO_MODE: 'false', TRUST_PROXY_HOPS: hops }),
    })
  const app = serve('127.0.0.1', port, '1')
  const direct = serve('::1', E2E_DIRECT_PORT, '0')
  forwardSignals(app.child)
  forwardSignals(direct.child)
  const code = await app.done
  if (direct.child.exitCode === null) direct.child.kill('SIGTERM')
  await direct.done
  await stripe.stop()
  process.exit(code)
}
