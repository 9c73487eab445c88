import { randomBytes } from 'node:crypto'
import pg from 'pg'

/** Test databases live on the server of DATABASE_URL, each under its own name. */
export const TEST_DB_PREFIX = 'test_'

export const serverUrl = (database = 'postgres'): string => {
  const base = process.env.DATABASE_URL
  if (!base) throw new Error('DATABASE_URL must point at a PostgreSQL server for the tests')
  const url = new URL(base)
  url.pathname = `/${database}`
  return url.toString()
}

const withClient = async <T>(fn: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: serverUrl() })
  await client.connect()
  try {
    return await fn(client)
  } finally {
    await client.end()
  }
}

export const createTestDatabase = async (): Promise<string> => {
  const name = `${TEST_DB_PREFIX}${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`
  await withClient((client) => client.query(`CREATE DATABASE ${name}`))
  return serverUrl(name)
}

export const dropTestDatabases = async (): Promise<void> =>
  withClient(async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE datname LIKE $1',
      [`${TEST_DB_PREFIX}%`],
    )
    for (const { datname } of rows) {
      await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`)
    }
  })
