// Cold start: from spawning `npm start` (scripts/start.mjs) with no DATABASE_URL, so that it
// starts the embedded PostgreSQL, to the first 200 from GET /api/tracks. The first start is on
// an empty data directory (initdb, then Payload's migrations when it first connects); the later
// starts reuse that directory, as every start after a deployment's first does.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import readline from 'node:readline'

const START_TIMEOUT_MS = 180_000
const POLL_MS = 25

/** A production configuration that passes the start-up checks, and nothing that is real. */
const productionEnv = ({ dir, port, dbPort, smtpPort }) => {
  const inherited = { ...process.env }
  delete inherited.DATABASE_URL
  const key = (prefix) => `${prefix}_${randomBytes(24).toString('hex')}`
  return {
    ...inherited,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    DEMO_MODE: 'false',
    EMBEDDED_PG_DIR: path.join(dir, 'postgres'),
    EMBEDDED_PG_PORT: String(dbPort),
    PAYLOAD_SECRET: randomBytes(32).toString('hex'),
    MFA_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    SITE_URL: `http://127.0.0.1:${port}`,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    STRIPE_SECRET_KEY: key('sk_test_local'),
    NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: key('pk_test_local'),
    STRIPE_WEBHOOK_SECRET: key('whsec_local'),
    MEDIA_DIR: path.join(dir, 'media'),
    TRACK_AUDIO_DIR: path.join(dir, 'track-audio'),
    EXPORT_DIR: path.join(dir, 'exports'),
  }
}

const stop = (child) =>
  new Promise((resolve) => {
    if (child.exitCode !== null) return resolve()
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })

// Lines of `npm start`'s output that mark its phases: the database up, then Next listening.
const PHASES = { databaseReadyMs: /PostgreSQL ready/, nextReadyMs: /Ready in/ }

/** Records when each phase's line first appears in the server's output. */
function watchPhases(stream, started) {
  const phases = {}
  readline.createInterface({ input: stream }).on('line', (line) => {
    for (const [phase, pattern] of Object.entries(PHASES)) {
      if (!(phase in phases) && pattern.test(line)) {
        phases[phase] = Math.round(performance.now() - started)
      }
    }
  })
  return phases
}

/**
 * Milliseconds from spawn to the first 200 of GET /api/tracks, with the phases on the way;
 * the server is stopped after.
 */
async function startOnce(env, port) {
  const started = performance.now()
  const child = spawn(
    process.execPath,
    ['scripts/start.mjs', '-p', String(port), '-H', '127.0.0.1'],
    { env, stdio: ['ignore', 'pipe', 'inherit'] },
  )
  const phases = watchPhases(child.stdout, started)
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start exited (${child.exitCode})`)
      const status = await fetch(`http://127.0.0.1:${port}/api/tracks`).then(
        (response) => response.status,
        () => 0,
      )
      if (status === 200) return { firstOkMs: Math.round(performance.now() - started), ...phases }
      if (performance.now() - started > START_TIMEOUT_MS) {
        throw new Error(`no 200 from /api/tracks within ${START_TIMEOUT_MS / 1000} s`)
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS))
    }
  } finally {
    await stop(child)
  }
}

export async function benchColdStart({
  port = 3402,
  dbPort = 3403,
  smtpPort = 2527,
  warmStarts = 3,
} = {}) {
  const dir = await fs.mkdtemp(path.join(tmpdir(), 'artist-bench-cold-'))
  // PostgreSQL runs as the `postgres` user when we are root: it must be able to reach its folder.
  await fs.chmod(dir, 0o755)
  const env = productionEnv({ dir, port, dbPort, smtpPort })
  try {
    const firstStart = await startOnce(env, port)
    const existingDataDir = []
    for (let start = 0; start < warmStarts; start += 1) {
      existingDataDir.push(await startOnce(env, port))
    }
    const sorted = existingDataDir.map((start) => start.firstOkMs).sort((a, b) => a - b)
    return {
      dataDir: 'a new mkdtemp folder: the first start initialises it, the others reuse it',
      firstStart,
      existingDataDir,
      firstStartMs: firstStart.firstOkMs,
      medianMs: sorted[Math.floor(sorted.length / 2)],
      target: null,
    }
  } finally {
    await fs.rm(dir, { recursive: true, force: true })
  }
}
