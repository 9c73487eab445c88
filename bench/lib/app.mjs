import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

/**
 * The production build served as the browser tests serve it (scripts/e2e-server.mjs): `next
 * start`, a fresh database with the demo content, the shipped Stripe test server. `cwd` another
 * checkout with its own build (an earlier commit to compare with), `database` its own database.
 */
export async function startApp({
  databaseUrl,
  port = 3400,
  smtpPort = 2527,
  cwd = process.cwd(),
  database = 'artist_bench',
}) {
  const uploads = await mkdtemp(path.join(tmpdir(), 'artist-bench-'))
  const trackAudioDir = path.join(uploads, 'track-audio')
  // The files made from the masters (every format, built before the server starts).
  const renditionsDir = path.join(uploads, 'renditions')
  const child = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
    cwd,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      E2E_PORT: String(port),
      // Its second listener (client-address tests) beside it, so two apps can run at once.
      E2E_DIRECT_PORT: String(port + 1),
      E2E_SMTP_PORT: String(smtpPort),
      E2E_DATABASE: database,
      MEDIA_DIR: path.join(uploads, 'media'),
      TRACK_AUDIO_DIR: trackAudioDir,
      RENDITIONS_DIR: renditionsDir,
    },
  })
  const baseUrl = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 240_000
  for (;;) {
    if (child.exitCode !== null) throw new Error('The app exited before it served a request')
    const ok = await fetch(`${baseUrl}/api/init`).then(
      (response) => response.ok,
      () => false,
    )
    if (ok) break
    if (Date.now() > deadline) throw new Error('The app did not start within 4 minutes')
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  const url = new URL(databaseUrl)
  url.pathname = `/${database}`
  return {
    baseUrl,
    databaseUrl: url.toString(),
    trackAudioDir,
    renditionsDir,
    pid: child.pid,
    // The uploads (media, masters, renditions grown or replaced by the benchmarks) go with the
    // server: every run makes new ones.
    stop: async () => {
      if (child.exitCode === null) {
        await new Promise((resolve) => {
          child.once('exit', resolve)
          child.kill('SIGTERM')
        })
      }
      await rm(uploads, { recursive: true, force: true })
    },
  }
}
