import { fork } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const SERVER = fileURLToPath(new URL('./static-server.mjs', import.meta.url))

/**
 * Starts the plain static server (static-server.mjs) in its own process.
 * @param routes {Record<string, { file: string, type: string, inMemory?: boolean }>}
 * @returns {Promise<{ baseUrl: string, stop: () => Promise<void> }>}
 */
export function startReferenceServer(routes, port) {
  const child = fork(SERVER, [JSON.stringify({ routes, port })], { stdio: 'inherit' })
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve()
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
    })
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the reference server exited (${code})`)))
    child.once('message', ({ port: listening }) =>
      resolve({ baseUrl: `http://127.0.0.1:${listening}`, pid: child.pid, stop }),
    )
  })
}
