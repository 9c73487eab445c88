// The production build under the app server (scripts/server.mjs), started by the fault tests themselves (not through
// scripts/e2e-server.mjs) so that it can be killed and started again while the database and
// the Stripe test server keep running.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { withServerHeap } from '../../../scripts/lib/server-heap.mjs'

import { registerCleanup } from './cleanup.mjs'

const SERVER = path.resolve('scripts/server.mjs')
const READY_TIMEOUT_MS = 120_000

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** Signals the whole process group: the app server and anything it started. */
const signalGroup = (pid, signal) => {
  try {
    process.kill(-pid, signal)
  } catch {
    // The group has already gone.
  }
}

/** An app whose process can be killed and started again; `pid` is the current app server. */
export function createApp({ env, port, logFile }) {
  const baseUrl = `http://127.0.0.1:${port}`
  let current = null

  const start = async () => {
    const log = fs.openSync(logFile, 'a')
    // Its own process group, so a kill reaches every process of the app and Ctrl-C none.
    const child = spawn(process.execPath, [SERVER, '-p', String(port), '-H', '127.0.0.1'], {
      env: withServerHeap(env),
      detached: true,
      stdio: ['ignore', log, log],
    })
    fs.closeSync(log)
    const exited = new Promise((resolve) =>
      child.once('exit', (code, signal) => resolve(code ?? signal)),
    )
    const forget = registerCleanup(
      () => stop(),
      () => signalGroup(child.pid, 'SIGKILL'),
    )
    current = { child, exited, forget }
    const started = Date.now()
    await waitUntilServing(baseUrl, child)
    return Date.now() - started
  }

  /** SIGKILL to the whole tree: no shutdown handler runs, as when the machine loses power. */
  const kill = async () => {
    if (!current) return
    signalGroup(current.child.pid, 'SIGKILL')
    await current.exited
    current.forget()
    current = null
  }

  const stop = async () => {
    if (!current) return
    signalGroup(current.child.pid, 'SIGTERM')
    const ended = await Promise.race([current.exited.then(() => true), sleep(5_000)])
    if (!ended) return kill()
    current.forget()
    current = null
  }

  return {
    baseUrl,
    logFile,
    start,
    kill,
    stop,
    get pid() {
      return current?.child.pid ?? null
    },
    /** Whether the process started last is still running (it has not crashed). */
    get running() {
      return current !== null && current.child.exitCode === null && !current.child.signalCode
    },
  }
}

async function waitUntilServing(baseUrl, child) {
  const deadline = Date.now() + READY_TIMEOUT_MS
  for (;;) {
    if (child.exitCode !== null || child.signalCode) {
      throw new Error(`the app exited (${child.exitCode ?? child.signalCode}) before serving`)
    }
    const ok = await fetch(`${baseUrl}/api/init`).then(
      (response) => response.ok,
      () => false,
    )
    if (ok) return
    if (Date.now() > deadline)
      throw new Error(`the app did not serve within ${READY_TIMEOUT_MS} ms`)
    await sleep(250)
  }
}

/** Errors nobody handled that Next's own handlers logged (and swallowed) since `offset`. */
export function unhandledErrorsLogged(logFile, offset) {
  const text = fs.readFileSync(logFile).subarray(offset).toString('utf8')
  return (text.match(/uncaughtException|unhandledRejection/g) ?? []).length
}

export const logSize = (logFile) => fs.statSync(logFile).size
