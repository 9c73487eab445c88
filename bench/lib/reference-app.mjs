// The empty-page reference of the Lighthouse benchmark: bench/reference-app, a Next app of one
// static page of plain text, built with the repository's own `next` and served by `next start`
// on a free port while Lighthouse audits it.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const REFERENCE_APP_DIR = fileURLToPath(new URL('../reference-app/', import.meta.url))
export const REFERENCE_APP_NAME = 'bench/reference-app'
const NEXT_BIN = fileURLToPath(new URL('../../node_modules/next/dist/bin/next', import.meta.url))
const BUILD_ID = path.join(REFERENCE_APP_DIR, '.next', 'BUILD_ID')
// What the build is made from: the app's files, and the version of Next that builds it.
const SOURCES = ['app', 'next.config.mjs', 'tsconfig.json']
const NEXT_PACKAGE = fileURLToPath(new URL('../../node_modules/next/package.json', import.meta.url))

/** The newest modification time of a file or of any file under a folder, in ms. */
function newestMtime(file) {
  const stat = fs.statSync(file)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(
    stat.mtimeMs,
    ...fs.readdirSync(file).map((entry) => newestMtime(path.join(file, entry))),
  )
}

/** True when there is no build, or one of the sources (or Next itself) changed after it. */
export function referenceAppNeedsBuild() {
  if (!fs.existsSync(BUILD_ID)) return true
  const built = fs.statSync(BUILD_ID).mtimeMs
  const sources = [...SOURCES.map((file) => path.join(REFERENCE_APP_DIR, file)), NEXT_PACKAGE]
  return sources.filter((file) => fs.existsSync(file)).some((file) => newestMtime(file) > built)
}

/** Resolves with the exit code of a child process started with inherited output. */
const exitOf = (child) =>
  new Promise((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
    child.once('error', () => resolve(1))
  })

/**
 * Builds the reference app when its build is missing or older than its sources. With webpack:
 * Turbopack would take the repository (where node_modules is) as its root and compile the app's
 * src/proxy.ts and src/instrumentation.ts into this build too.
 */
export async function buildReferenceApp({ force = false } = {}) {
  if (!force && !referenceAppNeedsBuild()) return { built: false }
  console.log(`  building ${REFERENCE_APP_NAME}`)
  const began = performance.now()
  const child = spawn(process.execPath, [NEXT_BIN, 'build', '--webpack', REFERENCE_APP_DIR], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  })
  const code = await exitOf(child)
  if (code !== 0) throw new Error(`next build of ${REFERENCE_APP_NAME} failed (exit ${code})`)
  return { built: true, seconds: Math.round((performance.now() - began) / 1000) }
}

/** A TCP port nothing listens on now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

/**
 * Serves the built reference app with `next start` on a free port until its page answers.
 * @returns {Promise<{ name: string, url: string, pid: number, stop: () => Promise<void> }>}
 */
export async function startReferenceApp() {
  const port = await freePort()
  const child = spawn(
    process.execPath,
    [NEXT_BIN, 'start', '-p', String(port), '-H', '127.0.0.1', REFERENCE_APP_DIR],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
    },
  )
  const exited = exitOf(child)
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM')
      await exited
    }
  }
  const url = `http://127.0.0.1:${port}/`
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${REFERENCE_APP_NAME} exited before it served`)
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    )
    if (ok) break
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`${REFERENCE_APP_NAME} did not answer within a minute`)
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return { name: REFERENCE_APP_NAME, url, pid: child.pid, stop }
}
