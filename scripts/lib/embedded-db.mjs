// The embedded PostgreSQL (data under .data/) for `npm run dev`, `npm start` and `npm test` on a
// machine with no DATABASE_URL. The server runs under a host process in its own process group,
// so Ctrl-C reaches Next first and the database is stopped after it, never under it; if this
// process dies, the host notices the closed IPC channel and stops the database.
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
      })
    })
  })
}
