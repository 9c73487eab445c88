import { createHash } from 'node:crypto'

import { type PostgresAdapter, sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

/** Drizzle on Payload's own connection pool, for the few writes that must be atomic in SQL. */
export const drizzleOf = (payload: Payload): PostgresAdapter['drizzle'] =>
  (payload.db as unknown as PostgresAdapter).drizzle

/** A transaction handle, as `drizzleOf(payload).transaction(fn)` passes it to `fn`. */
export type SqlTransaction = Parameters<Parameters<PostgresAdapter['drizzle']['transaction']>[0]>[0]

/** Runs `fn` in one database transaction: everything it writes lands together or not at all. */
export const inTransaction = <T>(payload: Payload, fn: (tx: SqlTransaction) => Promise<T>) =>
  drizzleOf(payload).transaction(fn)

/** A piece of SQL with its parameters, as `sql\`…\`` makes it. */
export type SQL = ReturnType<typeof sql.join>

/**
 * `$1, $2, …`: each value a bound parameter (cast to uuid when asked), for `IN (…)` and
 * `ARRAY[…]`. The caller answers an empty list itself: `IN ()` is a syntax error.
 */
export const sqlList = (values: readonly string[], cast?: 'uuid'): SQL =>
  sql.join(
    values.map((value) => (cast ? sql`${value}::uuid` : sql`${value}`)),
    sql`, `,
  )

/** What `executePrepared` uses of Drizzle beyond its public types: the dialect and session. */
type DrizzleInternals = {
  dialect: { sqlToQuery: (query: SQL) => { sql: string; params: unknown[] } }
  _: {
    session: {
      prepareQuery: (
        query: { sql: string; params: unknown[] },
        fields: undefined,
        name: string,
        isResponseInArrayMode: false,
      ) => { execute: () => Promise<{ rows: unknown[] }> }
    }
  }
}

/** Statement names by text: each connection parses and plans a named statement once. */
const statementNames = new Map<string, string>()

const statementName = (text: string): string => {
  let name = statementNames.get(text)
  if (!name) {
    name = `artist_${createHash('sha256').update(text).digest('base64url').slice(0, 22)}`
    statementNames.set(text, name)
  }
  return name
}

/**
 * Runs a statement the app sends in a loop (the checks and counts behind every download and full
 * play) as a named prepared statement, so PostgreSQL parses and plans it once per connection
 * instead of on every call: an unnamed statement that joins a few tables spends more time being
 * planned (≈ 1–3 ms) than run (≈ 0.1 ms). Its name is derived from its text, which must not
 * depend on the values (they are bound parameters) so that the number of names stays small.
 * The rows come back as `drizzleOf(payload).execute` gives them (the same type parsers).
 */
export const executePrepared = async <Row>(payload: Payload, query: SQL): Promise<Row[]> => {
  const db = drizzleOf(payload) as unknown as DrizzleInternals
  const built = db.dialect.sqlToQuery(query)
  const prepared = db._.session.prepareQuery(built, undefined, statementName(built.sql), false)
  return (await prepared.execute()).rows as Row[]
}
