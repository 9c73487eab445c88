#!/usr/bin/env node
// `npm test`: generated files up to date, lint, types, unit and integration tests (Vitest, on a
// real PostgreSQL), then the browser tests (Playwright in Chromium) on a production build.
// With no DATABASE_URL an embedded PostgreSQL is started for the run.
import fs from 'node:fs'

import { startEmbeddedDbOrExit } from './lib/embedded-db.mjs'
import { run, task } from './lib/run.mjs'

const GENERATED = ['src/payload-types.ts', 'src/app/(payload)/cms/importMap.js']
const skipBuild = process.env.TEST_SKIP_BUILD === '1'
/** The integration suites of media, downloads and data exports: run once more with S3 set. */
const S3_SUITES = [
  'cms',
  'masterUpload',
  'trackAudio',
  'renditions',
  'commerce',
  'releases',
  'preOrders',
  'privacy',
].map((name) => `tests/int/${name}.int.test.ts`)

const db = process.env.DATABASE_URL
  ? null
  : await startEmbeddedDbOrExit({
      dataDir: '.data/test-postgres',
      port: Number(process.env.EMBEDDED_TEST_PG_PORT || 25433),
      portVariable: 'EMBEDDED_TEST_PG_PORT',
    })
const env = {
  ...process.env,
  DATABASE_URL: process.env.DATABASE_URL || db.url,
  NEXT_TELEMETRY_DISABLED: '1',
}

/** One step of the run: `start` is given the run's environment and resolves with an exit code. */
const step = async (name, start, extraEnv = {}) => {
  console.log(`\n▶ ${name}`)
  const code = await start({ env: { ...env, ...extraEnv } })
  if (code !== 0) throw new Error(`${name} failed (exit ${code})`)
}
const command = (name, args) => (options) => run(name, args, options).done

/** CI fails when regenerating Payload's types or import map would change them. */
const checkGenerated = async () => {
  const before = GENERATED.map((file) => fs.readFileSync(file, 'utf8'))
  await step('generate types and import map', (options) => task('generate', options))
  const stale = GENERATED.filter((file, i) => fs.readFileSync(file, 'utf8') !== before[i])
  if (stale.length) {
    stale.forEach((file) => fs.writeFileSync(file, before[GENERATED.indexOf(file)]))
    throw new Error(`Generated files are out of date: ${stale.join(', ')} (run npm run generate)`)
  }
}

const count = (file, read) => {
  try {
    return read(JSON.parse(fs.readFileSync(file, 'utf8')))
  } catch {
    return { passed: 0, failed: 0 }
  }
}

/**
 * What the property-based and policy suites covered in this run (each writes a file under
 * .test-results/counts/): fuzzed inputs per endpoint, role × route cells, IDOR checks.
 */
function printCounts() {
  const dir = '.test-results/counts'
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.json')) : []
  const reports = files.map((file) => JSON.parse(fs.readFileSync(`${dir}/${file}`, 'utf8')))
  const fuzz = reports.filter((report) => report.inputs !== undefined)
  if (fuzz.length) {
    const endpoints = fuzz.reduce((sum, report) => sum + report.endpoints, 0)
    const inputs = fuzz.reduce((sum, report) => sum + report.inputs, 0)
    const fewest = Math.min(...fuzz.flatMap((report) => Object.values(report.perEndpoint)))
    console.log(
      `\nfuzzing: ${inputs} generated inputs over ${endpoints} endpoints (fewest per endpoint: ${fewest})`,
    )
  }
  for (const report of reports.filter((r) => r.cells !== undefined)) {
    console.log(
      `${report.label}: ${report.cells} (${report.routes} routes × ${report.roles} roles)`,
    )
  }
  for (const report of reports.filter((r) => r.checks !== undefined)) {
    console.log(`${report.label}: ${report.checks}`)
  }
}

let failure = null
try {
  fs.rmSync('.test-results', { recursive: true, force: true })
  await checkGenerated()
  await step('lint', command('npm', ['run', '--silent', 'lint']))
  await step('typecheck', command('npm', ['run', '--silent', 'typecheck']))
  await step(
    'unit and integration tests',
    command('vitest', [
      'run',
      '--reporter=default',
      '--reporter=json',
      '--outputFile.json=.test-results/vitest.json',
    ]),
  )
  // The suites that store and serve files, again with S3 set, against a local S3-compatible
  // server (tests/helpers/globalSetup.ts starts it when TEST_S3 is true).
  await step(
    'integration tests with S3 storage',
    command('vitest', [
      'run',
      '--project',
      'int',
      ...S3_SUITES,
      '--reporter=default',
      '--reporter=json',
      '--outputFile.json=.test-results/vitest-s3.json',
    ]),
    { TEST_S3: 'true' },
  )
  if (!skipBuild) await step('production build', command('next', ['build']))
  await step('browser tests', command('playwright', ['test']))
  // The same build behind nginx with two instances (npm run stack): the stack's own tests, the
  // buy-and-download journey and the per-address limits (playwright.stack.config.ts).
  await step(
    'browser tests through the stack',
    command('playwright', ['test', '-c', 'playwright.stack.config.ts']),
  )
} catch (error) {
  failure = error
} finally {
  await db?.stop()
}

const vitest = ['.test-results/vitest.json', '.test-results/vitest-s3.json']
  .map((file) => count(file, (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests })))
  .reduce((sum, each) => ({
    passed: sum.passed + each.passed,
    failed: sum.failed + each.failed,
  }))
const playwrightCount = (r) => ({
  passed: r.stats.expected,
  failed: r.stats.unexpected + r.stats.flaky,
})
const browser = ['.test-results/playwright.json', '.test-results/playwright-stack.json']
  .map((file) => count(file, playwrightCount))
  .reduce((sum, each) => ({
    passed: sum.passed + each.passed,
    failed: sum.failed + each.failed,
  }))
printCounts()
if (failure) console.error(`\n✗ ${failure.message}`)
const failed = vitest.failed + browser.failed + (failure ? 1 : 0)
console.log(`\n${vitest.passed + browser.passed} passed, ${failed} failed`)
process.exit(failure ? 1 : 0)
