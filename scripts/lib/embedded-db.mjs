// The embedded PostgreSQL (data under .data/) for `npm run dev`, `npm start` and `npm test` on a
// machine with no DATABASE_URL. The server runs under a host process in its own process group,
// so Ctrl-C reaches Next first and the database is stopped after it, never under it; if this
// process dies, the host notices the closed IPC channel and stops the database. `restart()` stops
// the server (fast shutdown) and starts it again on the same data and port (tests/faults).
import { fork } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const HOST = path.join(path.dirname(fileURLToPath(import.meta.url)), 'db-host.mjs')

export function startEmbeddedDb(options = {}) {
  const host = fork(HOST, [JSON.stringify(options)], { detached: true, stdio: 'inherit' })
  return new Promise((resolve, reject) => {
    host.once('exit', (code) => reject(new Error(`embedded PostgreSQL exited (${code})`)))
    host.once('message', (message) => {
      if (message.error) return reject(new Error(message.error))
      resolve({
        url: message.url,
        stop: () =>
          new Promise((done) => {
            if (host.exitCode !== null) return done()
            host.once('exit', () => done())
            host.send('stop')
          }),
        restart: ({ downMs = 0 } = {}) => askForRestart(host, downMs),
      })
    })
  })
}

/** Resolves once the host reports the server back up; rejects if it could not start again. */
const askForRestart = (host, downMs) =>
  new Promise((resolve, reject) => {
    if (host.exitCode !== null) return reject(new Error('embedded PostgreSQL is not running'))
    const onExit = (code) => reject(new Error(`embedded PostgreSQL exited (${code}) on restart`))
    const onMessage = (message) => {
      if (message?.restarted === undefined) return
      host.off('message', onMessage)
      host.off('exit', onExit)
      if (message.restarted) resolve()
      else reject(new Error(message.error))
    }
    host.on('message', onMessage)
    host.once('exit', onExit)
    host.send({ restart: { downMs } })
  })

/** For the scripts people run: a database that cannot start ends the script with its reason. */
export const startEmbeddedDbOrExit = (options) =>
  startEmbeddedDb(options).catch((error) => {
    console.error(`✗ ${error.message}`)
    process.exit(1)
  })
