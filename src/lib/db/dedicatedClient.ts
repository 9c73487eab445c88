import pg from 'pg'

import { databaseUrl } from '@/lib/env'

/** How long opening a dedicated connection may take before it counts as failed. */
const CONNECT_TIMEOUT_MS = 10_000

/**
 * A connection of its own, outside Payload's pool, for what belongs to a session: a LISTEN, an
 * advisory lock. It is named in pg_stat_activity (`artist <purpose>`), and TCP keep-alives let a
 * cut network show as an error rather than a connection that waits forever. Not yet connected:
 * the caller listens for 'error' first, since an 'error' event nobody listens to crashes the
 * process.
 */
export const dedicatedClient = (purpose: string, connectionString = databaseUrl()): pg.Client =>
  new pg.Client({
    connectionString,
    application_name: `artist ${purpose}`.slice(0, 63),
    keepAlive: true,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  })

/**
 * Lets the process exit while the connection is open (pg's Client.unref, missing from its type
 * declarations): for a connection that only waits, so that it never keeps a script alive.
 */
export const unrefClient = (client: pg.Client): void =>
  (client as pg.Client & { unref?: () => void }).unref?.()
