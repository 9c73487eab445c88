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

/**
 * A test run's databases share its id (the start time in base 36, set by globalSetup), so a run
 * removes its own and never those of another run using the same server at the same time.
 */
export const TEST_RUN_ENV = 'TEST_RUN_ID'
export const newRunId = (): string => Date.now().toString(36)

export const createTestDatabase = async (): Promise<string> => {
  const run = process.env[TEST_RUN_ENV] ?? newRunId()
  const name = `${TEST_DB_PREFIX}${run}_${randomBytes(4).toString('hex')}`
  await withClient((client) => client.query(`CREATE DATABASE ${name}`))
  return serverUrl(name)
}

const LEFTOVER_AGE_MS = 6 * 60 * 60 * 1000

/** Drops this run's databases, and those of runs interrupted hours ago. */
export const dropTestDatabases = async (run: string): Promise<void> =>
  withClient(async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE datname LIKE $1',
      [`${TEST_DB_PREFIX}%`],
    )
    for (const { datname } of rows) {
      const started = parseInt(datname.slice(TEST_DB_PREFIX.length).split('_')[0] ?? '', 36)
      const stale = !Number.isFinite(started) || Date.now() - started > LEFTOVER_AGE_MS
      if (datname.startsWith(`${TEST_DB_PREFIX}${run}_`) || stale) {
        await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`)
      }
    }
  })
