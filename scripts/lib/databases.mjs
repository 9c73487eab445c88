import pg from 'pg'

/** The URL of another database on the server that DATABASE_URL points at. */
export const databaseOn = (base, name) => {
  const url = new URL(base)
  url.pathname = `/${name}`
  return url.toString()
}

/** Drops and creates a database, so a run starts from nothing. */
export async function recreateDatabase(base, name) {
  const client = new pg.Client({ connectionString: databaseOn(base, 'postgres') })
  await client.connect()
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await client.query(`CREATE DATABASE ${name}`)
  } finally {
    await client.end()
  }
  return databaseOn(base, name)
}
