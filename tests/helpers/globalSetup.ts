import { dropTestDatabases } from './databases'

/** Leftovers of an interrupted run are dropped before and after the suite. */
export default async function globalSetup() {
  await dropTestDatabases()
  return async () => {
    await dropTestDatabases()
  }
}
