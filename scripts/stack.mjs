#!/usr/bin/env node
// `npm run stack [-- --demo]`: the production topology on one machine. Debian's nginx on PORT
// (8080) in front of APP_INSTANCES production app processes (one per core by default) on the
// ports after it, sharing one PostgreSQL (DATABASE_URL, or the embedded one) and one file store.
// nginx serves the build's static files and the public images from disk, micro-caches public
// pages and catalogue calls, and sends authorised downloads itself (X-Accel-Redirect) once the
// app has checked and counted the right; see deploy/README.md.
//
//   --demo         seed the demo content and accounts first (as the browser tests' server does),
//                  with the Stripe test server and an SMTP capture (.data/stack/mail) standing in
//                  for Stripe and e-mail; the app itself runs in production mode, demo mode off.
//   --config-only  write the nginx configuration for this machine to STACK_DIR and stop.
//
// An instance that exits is started again; nginx leaves it out meanwhile. Ctrl-C stops nginx,
// then the instances, then the database.
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { startEmbeddedDbOrExit } from './lib/embedded-db.mjs'
import { freePorts } from './lib/free-port.mjs'
import { requireNginx, testNginxConfig, writeNginxConfig } from './lib/nginx.mjs'
import { run, task } from './lib/run.mjs'
import { startSmtpCapture } from './lib/smtp-capture.mjs'
import { startStripeStandIn } from './lib/stripe-stand-in.mjs'
import { startTopology } from './lib/topology.mjs'

const args = process.argv.slice(2)
const demo = args.includes('--demo')
const configOnly = args.includes('--config-only')
const port = Number(process.env.PORT || 8080)
const instances = Math.max(1, Number(process.env.APP_INSTANCES) || os.availableParallelism())
const workDir = path.resolve(process.env.STACK_DIR || '.data/stack')

fs.mkdirSync(workDir, { recursive: true })
const nginxBin = requireNginx()
const appPorts = await freePorts(instances, { from: port + 1 })

if (configOnly) {
  writeNginxConfig({ workDir, listen: port, appPorts })
  testNginxConfig(nginxBin, workDir)
  console.log(`nginx configuration for ${instances} instance(s) written to ${workDir}/site.conf`)
  process.exit(0)
}

const cleanups = []
let stopping = false
const stop = async (code) => {
  if (stopping) return
  stopping = true
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {})
  process.exit(code)
}
process.on('SIGINT', () => void stop(0))
process.on('SIGTERM', () => void stop(0))

const db = process.env.DATABASE_URL ? null : await startEmbeddedDbOrExit()
if (db) cleanups.push(() => db.stop())
const databaseUrl = process.env.DATABASE_URL || db.url

if (!fs.existsSync('.next/BUILD_ID')) {
  console.log('No production build yet: running next build first (a few minutes).')
  const built = await run('next', ['build'], { env: { ...process.env, DATABASE_URL: databaseUrl } })
    .done
  if (built !== 0) await stop(built)
}

const env = {
  ...process.env,
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  DATABASE_URL: databaseUrl,
}

if (demo) Object.assign(env, await demoEnvironment())

// Migrations (and the demo content) once, before any instance starts: instances starting
// together would otherwise race to apply the same migration.
const prepared = await task('prepare', {
  env: { ...env, ...(demo ? { DEMO_MODE: 'true' } : {}) },
})
if (prepared !== 0) {
  console.error('Preparing the database failed; see the messages above.')
  await stop(prepared)
}

try {
  const front = await startTopology({
    env,
    listen: port,
    appPorts,
    workDir,
    nginxBin,
    log: (line) => console.log(line),
    onFatal: (message) => {
      console.error(`${message}; stopping the stack.`)
      void stop(1)
    },
  })
  cleanups.push(() => front.stop())
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  await stop(1)
}
console.log(
  `▲ Stack ready on http://localhost:${port} — nginx in front of ${instances} app instance(s) ` +
    `on ${appPorts.join(', ')}${demo ? ` (demo content; e-mails filed in ${path.join(workDir, 'mail')})` : ''}`,
)

/**
 * What the demo needs to run in production mode on one machine: secrets kept in the stack's
 * folder (so sessions and MFA survive a restart), the Stripe test server unless real keys are
 * set, and an SMTP capture that files every e-mail under .data/stack/mail.
 */
async function demoEnvironment() {
  const secretsFile = path.join(workDir, 'demo-secrets.json')
  const secrets = fs.existsSync(secretsFile)
    ? JSON.parse(fs.readFileSync(secretsFile, 'utf8'))
    : {
        PAYLOAD_SECRET: randomBytes(32).toString('hex'),
        MFA_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      }
  fs.writeFileSync(secretsFile, JSON.stringify(secrets), { mode: 0o600 })

  const [smtpPort] = await freePorts(1, { from: 2600 })
  const smtp = await startSmtpCapture({
    dir: path.join(workDir, 'mail'),
    port: smtpPort,
    keep: true,
  })
  cleanups.push(() => new Promise((resolve) => smtp.close(resolve)))
  const stripe = await startStripeStandIn({
    webhookUrl: `http://127.0.0.1:${port}/api/stripe/webhooks`,
  })
  cleanups.push(() => stripe.stop())
  return {
    PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || secrets.PAYLOAD_SECRET,
    MFA_ENCRYPTION_KEY: process.env.MFA_ENCRYPTION_KEY || secrets.MFA_ENCRYPTION_KEY,
    SITE_URL: process.env.SITE_URL || `http://localhost:${port}`,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    ...stripe.env,
  }
}
