// nginx in front of several app processes (`npm run stack`, the browser tests' server in stack
// mode, the benchmarks): starts the instances, keeps them running (an instance that exits is
// started again, and nginx leaves it out meanwhile), then starts nginx on the rendered
// deploy/nginx configuration. The instances' ports and process ids are kept in
// `{workDir}/instances.json`, for the tests that kill one.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import readline from 'node:readline'

import { startNginx, testNginxConfig, writeNginxConfig } from './nginx.mjs'
import { withServerHeap } from './server-heap.mjs'

/** How long an instance may take to answer its first request. */
const READY_TIMEOUT_MS = 180_000
const RESTART_DELAY_MS = 500

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** Resolves once the app on `port` answers; rejects after READY_TIMEOUT_MS or when `gaveUp()`. */
export async function waitUntilServing(port, gaveUp = () => false) {
  const deadline = Date.now() + READY_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (gaveUp()) throw new Error(`the instance on ${port} exited before it served`)
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/init`)).ok) return
    } catch {
      // not listening yet
    }
    await sleep(250)
  }
  throw new Error(`the instance on ${port} did not answer within ${READY_TIMEOUT_MS / 1000} s`)
}

/**
 * Starts `appPorts.length` instances of scripts/server.mjs with `env` (TRUST_PROXY_HOPS=1 and
 * BEHIND_NGINX=true added), then nginx listening on `listen`. Resolves once all serve.
 * `onFatal(message)` is called when nginx stops by itself. `log(line)` gets every output line.
 */
export async function startTopology({ env, listen, appPorts, workDir, nginxBin, log, onFatal }) {
  fs.mkdirSync(workDir, { recursive: true })
  const appEnv = withServerHeap({
    ...env,
    NODE_ENV: 'production',
    TRUST_PROXY_HOPS: env.TRUST_PROXY_HOPS || '1',
    BEHIND_NGINX: 'true',
  })
  let stopping = false
  const stateFile = path.join(workDir, 'instances.json')
  const instances = appPorts.map((port, index) => ({ number: index + 1, port, child: null }))
  const saveState = () =>
    fs.writeFileSync(
      stateFile,
      JSON.stringify(
        instances.map(({ number, port, child }) => ({ number, port, pid: child?.pid })),
      ),
    )

  const start = (instance, everServed) => {
    const label = `[app ${instance.number}]`
    const child = spawn(
      process.execPath,
      ['scripts/server.mjs', '-p', String(instance.port), '-H', '127.0.0.1'],
      { env: { ...appEnv, PORT: String(instance.port) }, stdio: ['ignore', 'pipe', 'pipe'] },
    )
    instance.child = child
    saveState()
    for (const stream of [child.stdout, child.stderr]) {
      readline.createInterface({ input: stream }).on('line', (line) => log(`${label} ${line}`))
    }
    child.once('exit', (code, signal) => {
      if (stopping || !everServed()) return
      log(`${label} exited (${code ?? signal}); starting it again`)
      setTimeout(() => {
        if (!stopping) start(instance, everServed)
      }, RESTART_DELAY_MS)
    })
  }

  const stopInstances = () =>
    Promise.all(
      instances.map(
        ({ child }) =>
          new Promise((resolve) => {
            if (!child || child.exitCode !== null || child.signalCode !== null) return resolve()
            child.once('exit', () => resolve())
            child.kill('SIGTERM')
            setTimeout(() => child.kill('SIGKILL'), 8_000).unref()
          }),
      ),
    )

  let served = false
  for (const instance of instances) start(instance, () => served)
  try {
    await Promise.all(
      instances.map((instance) =>
        waitUntilServing(instance.port, () => instance.child.exitCode !== null),
      ),
    )
    served = true
    writeNginxConfig({ workDir, listen, appPorts, env })
    testNginxConfig(nginxBin, workDir)
  } catch (error) {
    stopping = true
    await stopInstances()
    throw error
  }
  const nginx = startNginx(nginxBin, workDir)
  void nginx.exited.then((code) => {
    if (!stopping) onFatal?.(`nginx stopped (${code})`)
  })
  return {
    stateFile,
    stop: async () => {
      stopping = true
      await nginx.stop()
      await stopInstances()
    },
  }
}
