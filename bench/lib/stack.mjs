// The production topology for bench/stack.mjs: the demo content prepared as the browser tests'
// server prepares it for the single app (scripts/e2e-server.mjs, started by bench/lib/app.mjs:
// its own database, the Stripe test server, an SMTP capture, every format of every demo track
// made first), then Debian's nginx on `port` rendered from deploy/nginx in front of APP_INSTANCES
// production instances (scripts/lib/topology.mjs) on the ports after it. Its folders (uploads,
// nginx's work folder, mail, the instances' log) live in one temp folder, removed on stop.
import { randomBytes } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import { recreateDatabase } from '../../scripts/lib/databases.mjs'
import { freePorts } from '../../scripts/lib/free-port.mjs'
import { requireNginx } from '../../scripts/lib/nginx.mjs'
import { task } from '../../scripts/lib/run.mjs'
import { startSmtpCapture } from '../../scripts/lib/smtp-capture.mjs'
import { startStripeStandIn } from '../../scripts/lib/stripe-stand-in.mjs'
import { startTopology, waitUntilServing } from '../../scripts/lib/topology.mjs'
import { processTreePids, processTreeRss } from './rss.mjs'

/**
 * Log lines worth a look after a run: the instances' logger's ERROR, WARN and FATAL lines, an
 * instance that exited, nginx's error.log entries of level warn and above.
 */
const PROBLEM = /\b(ERROR|WARN|FATAL)\b|\bexited\b|\[(warn|error|crit|alert|emerg)\]/
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[\\d;]*m`, 'g')
const KEPT_PROBLEMS = 20

/**
 * Counts problem lines alike once their times, ids and numbers are taken out; keeps the first
 * KEPT_PROBLEMS kinds, each with the `"message"` line the app's logger prints a few lines below.
 */
function problemLog() {
  const kinds = new Map()
  let count = 0
  let current = null
  let linesSince = 0
  return {
    add(raw) {
      const line = raw.replace(ANSI, '')
      linesSince += 1
      if (PROBLEM.test(line)) {
        count += 1
        linesSince = 0
        current = line.replace(/[0-9a-f]{8}-[0-9a-f-]{27}|[\d:./]+/gi, '#')
        const kind = kinds.get(current)
        if (kind) kind.count += 1
        else if (kinds.size < KEPT_PROBLEMS) kinds.set(current, { line, count: 1 })
        else current = null
      } else if (current && linesSince <= 6 && /"message":/.test(line)) {
        const kind = kinds.get(current)
        kind.message ??= line.trim().slice(0, 300)
      }
    },
    summary: () => ({ count, kinds: [...kinds.values()] }),
  }
}

/**
 * Starts the stack; resolves once nginx and every instance serve.
 * @returns {Promise<{ baseUrl: string, appUrls: string[], databaseUrl: string,
 *   renditionsDir: string, trackAudioDir: string, instances: number,
 *   pids: () => Promise<number[]>, rss: () => Promise<number>,
 *   problems: () => Promise<Record<'app' | 'nginx', { count: number,
 *     kinds: Array<{ line: string, count: number, message?: string }> }>>,
 *   stop: () => Promise<void> }>}
 */
export async function startStack({
  databaseUrl,
  port = 4100,
  smtpPort = 4190,
  database = 'artist_bench_stack',
  instances = Math.max(1, Number(process.env.APP_INSTANCES) || os.availableParallelism()),
}) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'artist-bench-stack-'))
  const folder = (name) => path.join(dir, name)
  const baseUrl = `http://127.0.0.1:${port}`
  const cleanups = [() => rm(dir, { recursive: true, force: true })]
  const stop = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => {})
  }
  const appLog = createWriteStream(folder('instances.log'))
  cleanups.push(() => new Promise((resolve) => appLog.end(resolve)))
  const appProblems = problemLog()
  try {
    const smtp = await startSmtpCapture({ dir: folder('mail'), port: smtpPort })
    cleanups.push(() => new Promise((resolve) => smtp.close(resolve)))
    const stripe = await startStripeStandIn({ webhookUrl: `${baseUrl}/api/stripe/webhooks` })
    cleanups.push(() => stripe.stop())
    const env = {
      ...process.env,
      ...stripe.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      PAYLOAD_SECRET: randomBytes(32).toString('hex'),
      MFA_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      DATABASE_URL: await recreateDatabase(databaseUrl, database),
      MEDIA_DIR: folder('media'),
      TRACK_AUDIO_DIR: folder('track-audio'),
      RENDITIONS_DIR: folder('renditions'),
      EXPORT_DIR: folder('exports'),
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      SITE_URL: baseUrl,
    }
    const prepared = await task('prepare', {
      env: { ...env, DEMO_MODE: 'true', PREPARE_RENDITIONS: 'all' },
    })
    if (prepared !== 0) throw new Error(`Preparing the stack's database failed (${prepared})`)

    const appPorts = await freePorts(instances, { from: port + 1 })
    const topology = await startTopology({
      env: { ...env, DEMO_MODE: 'false' },
      listen: `127.0.0.1:${port}`,
      appPorts,
      workDir: folder('nginx'),
      nginxBin: requireNginx(),
      log: (line) => {
        appLog.write(`${line}\n`)
        appProblems.add(line)
      },
      onFatal: (message) => console.error(`[stack] ${message}`),
    })
    cleanups.push(() => topology.stop())
    // startTopology returns once the instances serve and nginx is started, not listening yet.
    await waitUntilServing(port)

    // The instances as they run now (topology.mjs starts one again under a new id if it exits).
    const instancePids = async () =>
      JSON.parse(await readFile(topology.stateFile, 'utf8'))
        .map((instance) => instance.pid)
        .filter(Boolean)
    const rss = async () => {
      let total = 0
      for (const pid of await instancePids()) total += await processTreeRss(pid)
      return total
    }
    const pids = async () => (await Promise.all((await instancePids()).map(processTreePids))).flat()
    const problems = async () => {
      const nginxLog = await readFile(path.join(folder('nginx'), 'error.log'), 'utf8').catch(
        () => '',
      )
      const nginxProblems = problemLog()
      for (const line of nginxLog.split('\n')) nginxProblems.add(line)
      return { app: appProblems.summary(), nginx: nginxProblems.summary() }
    }

    return {
      baseUrl,
      appUrls: appPorts.map((appPort) => `http://127.0.0.1:${appPort}`),
      databaseUrl: env.DATABASE_URL,
      renditionsDir: env.RENDITIONS_DIR,
      trackAudioDir: env.TRACK_AUDIO_DIR,
      instances,
      pids,
      rss,
      problems,
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}
