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
