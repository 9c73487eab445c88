import type { PostgresAdapter } from '@payloadcms/db-postgres'
import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'

import type { SqlTransaction } from './sql'

/** The SQL handle of the transaction a request runs in (a hook's `req`), if it has one. */
export const transactionOf = async (req: PayloadRequest): Promise<SqlTransaction | null> => {
  const id = await req.transactionID
  if (id === undefined) return null
  const session = (req.payload.db as unknown as PostgresAdapter).sessions?.[String(id)]
  return session ? (session.db as unknown as SqlTransaction) : null
}

/**
 * Runs `fn` in one Payload transaction. Local API calls given `req` and the SQL run on `tx` share
 * one connection, so a row lock taken with `tx` holds until the Local API's writes commit; when
 * `fn` throws, everything is rolled back.
 */
export const inPayloadTransaction = async <T>(
  payload: Payload,
  fn: (req: PayloadRequest, tx: SqlTransaction) => Promise<T>,
): Promise<T> => {
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  const id = await req.transactionID
  const session =
    id === undefined ? undefined : (payload.db as unknown as PostgresAdapter).sessions[String(id)]
  if (!session) throw new Error('The database adapter opened no transaction')
  try {
    const result = await fn(req, session.db as unknown as SqlTransaction)
    await commitTransaction(req)
    return result
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}
