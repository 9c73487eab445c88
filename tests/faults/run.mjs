#!/usr/bin/env node
// `npm run test:faults [scenario...]`: the fault tests, on the production build (built first
// when there is none). They own their PostgreSQL, Stripe test server, SMTP capture and app, so
// that each can be restarted or killed under load; see tests/faults/README.md. Prints a table per
// scenario, writes .test-results/counts/faults.json, exits 0 only when every scenario passed.
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { startEmbeddedDb } from '../../scripts/lib/embedded-db.mjs'
import { freePorts } from '../../scripts/lib/free-port.mjs'
import { run, task } from '../../scripts/lib/run.mjs'
import { startSmtpCapture } from '../../scripts/lib/smtp-capture.mjs'

import { appKill } from './appKill.mjs'
import { burst, CONNECTIONS } from './burst.mjs'
import { dbRestart } from './dbRestart.mjs'
import { mailKill } from './mailKill.mjs'
import { createApp } from './lib/app.mjs'
import { cleanUp, cleanUpOnSignals, registerCleanup, wasInterrupted } from './lib/cleanup.mjs'
import { printReport, createReport } from './lib/report.mjs'
import { startStripe } from './lib/stripe.mjs'

const COUNTS = '.test-results/counts/faults.json'
const burstSeconds = Number(process.env.FAULTS_BURST_SECONDS || 60)

const SCENARIOS = [
  { name: 'db-restart', title: 'PostgreSQL restarted while purchases are made', run: dbRestart },
  {
    name: 'app-kill',
    title: "App killed between a webhook's receipt and its processing",
    run: appKill,
  },
  {
    name: 'mail-kill',
    title: 'App killed while it owes a receipt (mail server down)',
    run: mailKill,
  },
  {
    name: 'burst',
    title: `${CONNECTIONS} connections for ${burstSeconds} s on the public pages and API`,
    run: burst,
  },
]

/** Runs a task of scripts/cli.ts, output in `logFile`; throws with the log's end on failure. */
async function loggedTask(name, env, logFile) {
  const log = fs.openSync(logFile, 'a')
  try {
    const code = await task(name, { env, stdio: ['ignore', log, log] })
    if (code === 0) return
    const tail = fs.readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n')
    throw new Error(`${name} exited (${code}):\n${tail}`)
  } finally {
    fs.closeSync(log)
  }
}

/** The database, mail, "Stripe" and the app with the demo catalogue: what the scenarios use. */
async function startStack(work) {
  // The run owns four ports, the first free ones from 4800 (app, Stripe, mail, database).
  const [appPort, stripePort, smtpPort, dbPort] = await freePorts(4, { from: 4800 })
  const PORTS = { app: appPort, stripe: stripePort, smtp: smtpPort, db: dbPort }
  console.log(`ports: app ${appPort}, Stripe ${stripePort}, mail ${smtpPort}, PostgreSQL ${dbPort}`)
  const db = await startEmbeddedDb({ dataDir: path.join(work, 'postgres'), port: PORTS.db })
  registerCleanup(() => db.stop())
  const env = { ...process.env, DATABASE_URL: db.url, NEXT_TELEMETRY_DISABLED: '1' }
  if (!fs.existsSync('.next/BUILD_ID')) {
    console.log('No production build: running next build first')
    if ((await run('next', ['build'], { env }).done) !== 0) throw new Error('next build failed')
  }

  // The mail server can be stopped and started again (mail-kill) on the same folder.
  const mailDir = path.join(work, 'mail')
  let smtp = await startSmtpCapture({ dir: mailDir, port: PORTS.smtp })
  const mail = {
    dir: mailDir,
    stop: () => new Promise((resolve) => smtp.close(resolve)),
    start: async () => {
      smtp = await startSmtpCapture({ dir: mailDir, port: PORTS.smtp, keep: true })
    },
  }
  registerCleanup(() => mail.stop())
  const appUrl = `http://127.0.0.1:${PORTS.app}`
  const stripe = await startStripe({
    port: PORTS.stripe,
    webhookUrl: `${appUrl}/api/stripe/webhooks`,
    logFile: path.join(work, 'stripe.log'),
  })
  const appEnv = {
    ...env,
    ...stripe.env,
    NODE_ENV: 'production',
    PAYLOAD_SECRET: randomBytes(32).toString('hex'),
    MFA_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    MEDIA_DIR: path.join(work, 'media'),
    TRACK_AUDIO_DIR: path.join(work, 'track-audio'),
    RENDITIONS_DIR: path.join(work, 'renditions'),
    EXPORT_DIR: path.join(work, 'exports'),
    SMTP_URL: `smtp://127.0.0.1:${PORTS.smtp}`,
    SITE_URL: appUrl,
  }
  // Demo content is seeded in demo mode, with every audio file made before the app starts (the
  // scenarios download tracks); the app itself runs as in production.
  await loggedTask(
    'prepare',
    { ...appEnv, DEMO_MODE: 'true', PREPARE_RENDITIONS: 'all' },
    path.join(work, 'prepare.log'),
  )
  const app = createApp({
    env: { ...appEnv, DEMO_MODE: 'false' },
    port: PORTS.app,
    logFile: path.join(work, 'app.log'),
  })
  await app.start()
  return { app, db, stripe, mail, databaseUrl: db.url }
}

async function runScenario(scenario, stack) {
  const report = createReport(scenario.name, scenario.title)
  const started = Date.now()
  try {
    await scenario.run(stack, report)
  } catch (error) {
    report.abort(error)
  }
  const seconds = Math.round((Date.now() - started) / 1000)
  printReport(report, seconds)
  return { ...report, passed: report.passed, seconds }
}

async function main(work) {
  const wanted = process.argv.slice(2)
  const scenarios = wanted.length ? SCENARIOS.filter((s) => wanted.includes(s.name)) : SCENARIOS
  if (scenarios.length !== (wanted.length || SCENARIOS.length)) {
    throw new Error(`unknown scenario; known: ${SCENARIOS.map((s) => s.name).join(', ')}`)
  }
  const stack = await startStack(work)
  const results = []
  for (const scenario of scenarios) results.push(await runScenario(scenario, stack))
  return results
}

/** The logs stay for a failed run; the data (database, uploads) never does. */
const tidy = (work, keepLogs) => {
  const keep = (name) => keepLogs && (name.endsWith('.log') || name === 'mail')
  for (const name of fs.readdirSync(work)) {
    if (!keep(name)) fs.rmSync(path.join(work, name), { recursive: true, force: true })
  }
  if (!keepLogs) fs.rmSync(work, { recursive: true, force: true })
}

cleanUpOnSignals()
const started = Date.now()
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'artist-faults-'))
// PostgreSQL runs as the `postgres` user, which must reach its data directory inside.
fs.chmodSync(work, 0o755)
let results = []
let fatal = null
try {
  results = await main(work)
} catch (error) {
  fatal = error
  if (!wasInterrupted()) console.error(`\n✗ the fault tests could not run: ${error.message}`)
} finally {
  await cleanUp()
}
const passed = results.filter((r) => r.passed).length
const ok = !fatal && results.length > 0 && passed === results.length
const seconds = Math.round((Date.now() - started) / 1000)

fs.mkdirSync(path.dirname(COUNTS), { recursive: true })
fs.writeFileSync(
  COUNTS,
  `${JSON.stringify(
    {
      label: 'fault scenarios',
      passed,
      failed: results.length - passed,
      seconds,
      ...(fatal && { error: fatal.message }),
      scenarios: results.map(({ scenario, title, passed, seconds, checks, measured }) => ({
        scenario,
        title,
        passed,
        seconds,
        checks,
        measured,
      })),
    },
    null,
    2,
  )}\n`,
)
tidy(work, !ok)
if (!ok) console.log(`Logs of the app, Stripe and the seed are kept in ${work}`)
console.log(`\nfault tests: ${passed} passed, ${results.length - passed} failed (${seconds} s)`)
process.exit(ok ? 0 : 1)
