import { dropTestDatabases, newRunId, TEST_RUN_ENV } from './databases'
import { startS3 } from './storage'

/**
 * Names this run (the test files' processes inherit the variable) and drops its databases after
 * the suite, plus leftovers of interrupted runs; a run going on beside this one is left alone.
 * With TEST_S3=true the files run with S3 set, against a local S3-compatible server.
 */
export default async function globalSetup() {
  const run = newRunId()
  process.env[TEST_RUN_ENV] = run
  await dropTestDatabases(run)
  const s3 = process.env.TEST_S3 === 'true' ? await startS3() : null
  if (s3) Object.assign(process.env, s3.env)
  return async () => {
    await s3?.close()
    await dropTestDatabases(run)
  }
}
