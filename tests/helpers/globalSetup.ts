import { dropTestDatabases, newRunId, TEST_RUN_ENV } from './databases'

/**
 * Names this run (the test files' processes inherit the variable) and drops its databases after
 * the suite, plus leftovers of interrupted runs; a run going on beside this one is left alone.
 */
export default async function globalSetup() {
  const run = newRunId()
  process.env[TEST_RUN_ENV] = run
  await dropTestDatabases(run)
  return async () => {
    await dropTestDatabases(run)
  }
}
