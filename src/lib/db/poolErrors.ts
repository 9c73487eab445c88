import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { DatabaseAdapterObj, Payload } from 'payload'

type PoolClient = { on: (event: 'error', listener: (error: Error) => void) => unknown }

const watched = new WeakSet<object>()

/** One warning per lost connection, however many of pg's events report it. */
const lostConnectionWarning = (payload: Payload) => {
  const reported = new WeakSet<Error>()
  return (error: Error & { code?: string }) => {
    if (reported.has(error)) return
    reported.add(error)
    payload.logger.warn(`PostgreSQL connection lost (${error.code ?? error.message})`)
  }
}

/**
 * The database adapter with lost connections handled. When a connection dies (PostgreSQL
 * restarted or failed over, a network cut, a server-side timeout), `pg` emits an 'error' event
 * on the pool if the connection was idle in it, or on the client if it was checked out between
 * two statements of a transaction. Payload listens for neither, and an 'error' event nobody
 * listens to is an uncaught exception: fatal in any Node process but Next's server, which logs
 * and swallows it. Nothing else is needed: the pool drops a dead idle connection, and a dead
 * checked-out one fails its next statement, so its transaction is rolled back and the client
 * discarded like after any other database error (tests/faults, the database restart scenario).
 */
export const withPoolErrorsHandled = (
  adapter: DatabaseAdapterObj<PostgresAdapter>,
): DatabaseAdapterObj<PostgresAdapter> => ({
  ...adapter,
  init: (args) => {
    const db = adapter.init(args)
    const connect = db.connect
    // The pool exists once Payload has connected; a reconnect (dev hot reload) reuses it.
    db.connect = async (options) => {
      await connect?.call(db, options)
      if (watched.has(db.pool)) return
      watched.add(db.pool)
      const warn = lostConnectionWarning(db.payload)
      db.pool.on('error', warn)
      db.pool.on('acquire', (client: PoolClient) => {
        if (watched.has(client)) return
        watched.add(client)
        client.on('error', warn)
      })
    }
    return db
  },
})
