#!/usr/bin/env node
// `npm run bench`: the performance benchmarks on the production build, each against its anchor
// (a reference measured in the same run on the same machine, or a fixed target). Prints a table
// and writes bench/results/latest.json with every raw number. Builds first when there is no
// build. A missed target is reported, not an error; a benchmark that crashes fails the command.
//
// Only some of the benchmarks:
//   node bench/run.mjs --only lighthouse,firstLoadJs
// runs those (names: firstLoadJs, api, pages, download, releaseZip, formats, lighthouse, stack,
// coldStart) and skips the others; their results are merged into the existing latest.json, whose
// other benchmarks keep the numbers (and the time, in measuredAtByBenchmark) of the run that
// measured them.
// BENCH_APP_URL=http://127.0.0.1:3000 with `--only lighthouse` audits an app that is already
// running there instead of starting one (no database is started then).
// BENCH_BASELINE_DIR=/path/to/another/checkout (built with `next build`, e.g. of an earlier
// commit) has Lighthouse audit that build's pages too, in the same rounds: a before/after
// comparison on the same machine at the same time. Needs a database (not BENCH_APP_URL alone).
// BENCH_PORT moves the single app (3400) and the servers the api, pages, download and releaseZip
// benchmarks start beside it (its mail on +9, their references on +1, +4, +6), so that another
// run on the machine can keep its ports. `stack` (nginx in front of APP_INSTANCES instances,
// bench/lib/stack.mjs) runs after the single app has stopped, on 4100 and the ports after it;
// STACK_BURST_SECONDS (60) is the length of its 500-connection burst.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import fs from 'node:fs/promises'
import os from 'node:os'
import { parseArgs } from 'node:util'
import prettier from 'prettier'

import { startEmbeddedDbOrExit } from '../scripts/lib/embedded-db.mjs'
import { run } from '../scripts/lib/run.mjs'
import { firstLoadJs, frameworkJs } from '../scripts/first-load-js.mjs'
import { benchApi } from './api.mjs'
import { benchColdStart } from './coldStart.mjs'
import { benchDownload } from './download.mjs'
import { benchFormats } from './formats.mjs'
import { benchLighthouse } from './lighthouse.mjs'
import { benchPages } from './pages.mjs'
import { benchReleaseZip } from './releaseZip.mjs'
import { benchStack } from './stack.mjs'
import { startApp } from './lib/app.mjs'
import { buildReferenceApp, startReferenceApp } from './lib/reference-app.mjs'
import { printTable, rowsOf } from './lib/report.mjs'
import { startStack } from './lib/stack.mjs'

const RESULTS = new URL('./results/latest.json', import.meta.url)
const BENCHMARKS = [
  'firstLoadJs',
  'api',
  'pages',
  'download',
  'releaseZip',
  'formats',
  'lighthouse',
  'stack',
  'coldStart',
]
const NEED_APP = ['api', 'pages', 'download', 'releaseZip', 'formats', 'lighthouse']

const { values: args } = parseArgs({ options: { only: { type: 'string' } } })
const only =
  args.only
    ?.split(',')
    .map((name) => name.trim())
    .filter(Boolean) ?? null
const unknown = (only ?? []).filter((name) => !BENCHMARKS.includes(name))
if (unknown.length || only?.length === 0) {
  console.error(`--only takes a comma-separated list of: ${BENCHMARKS.join(', ')}`)
  process.exit(2)
}
const selected = (name) => !only || only.includes(name)
const runningApp = process.env.BENCH_APP_URL?.replace(/\/$/, '')
if (runningApp && [...NEED_APP, 'stack'].some((name) => name !== 'lighthouse' && selected(name))) {
  console.error('BENCH_APP_URL serves Lighthouse only: add --only lighthouse (and firstLoadJs)')
  process.exit(2)
}
const needsApp = !runningApp && NEED_APP.some(selected)
const needsStack = !runningApp && selected('stack')
const basePort = Number(process.env.BENCH_PORT) || null
/** The port `offset` after BENCH_PORT, as a benchmark's option; nothing (its default) without. */
const portAt = (offset) => (basePort ? { port: basePort + offset } : {})
const baselineDir = process.env.BENCH_BASELINE_DIR || null
if (baselineDir && (runningApp || !selected('lighthouse'))) {
  console.error('BENCH_BASELINE_DIR is compared by Lighthouse, with the app started here')
  process.exit(2)
}
if (baselineDir && !existsSync(`${baselineDir}/.next/BUILD_ID`)) {
  console.error(`BENCH_BASELINE_DIR: ${baselineDir} has no build (run next build there first)`)
  process.exit(2)
}

const startedAt = performance.now()
const results = { measuredAt: new Date().toISOString(), machine: machine() }
const crashes = {}

/** Runs one benchmark, unless --only leaves it out; a crash is recorded and the others run. */
async function measure(name, benchmark) {
  if (!selected(name)) return
  const began = performance.now()
  console.log(`▶ ${name}`)
  try {
    results[name] = await benchmark()
  } catch (error) {
    console.error(`✗ ${name} crashed:`, error)
    crashes[name] = String(error?.stack || error)
  }
  console.log(`  ${name}: ${((performance.now() - began) / 1000).toFixed(0)} s`)
}

/**
 * Lighthouse on the app's pages and, in the same rounds, on the empty-page reference app and on
 * the baseline build's pages when BENCH_BASELINE_DIR names one.
 */
async function lighthouse(app) {
  await buildReferenceApp()
  const reference = await startReferenceApp()
  const baseline = baselineDir ? await startBaseline() : null
  try {
    return await benchLighthouse(app, { reference, baseline })
  } finally {
    await baseline?.stop()
    await reference.stop()
  }
}

/** The other checkout's build, served like the app with its own database and ports. */
async function startBaseline() {
  const name = execFileSync('git', ['-C', baselineDir, 'log', '-1', '--format=%h'], {
    encoding: 'utf8',
  }).trim()
  const app = await startApp({
    databaseUrl,
    cwd: baselineDir,
    port: 3500,
    smtpPort: 2528,
    database: 'artist_bench_baseline',
  })
  return { ...app, name }
}

const needsBuild =
  !existsSync('.next/BUILD_ID') &&
  (needsApp || needsStack || selected('firstLoadJs') || selected('coldStart'))
const db =
  process.env.DATABASE_URL || !(needsApp || needsStack || needsBuild)
    ? null
    : await startEmbeddedDbOrExit()
const databaseUrl = process.env.DATABASE_URL || db?.url

if (needsBuild) {
  const built = await run('next', ['build'], { env: { ...process.env, DATABASE_URL: databaseUrl } })
    .done
  if (built !== 0) process.exit(built)
}

await measure('firstLoadJs', async () => ({ routes: firstLoadJs(), framework: frameworkJs() }))

if (runningApp) {
  await measure('lighthouse', () => lighthouse({ baseUrl: runningApp }))
} else if (needsApp) {
  let app
  try {
    const launched = performance.now()
    app = await startApp({
      databaseUrl,
      ...(basePort ? { port: basePort, smtpPort: basePort + 9 } : {}),
    })
    results.appStartSeconds = Math.round((performance.now() - launched) / 1000)
    await measure('api', () => benchApi(app))
    await measure('pages', () => benchPages(app, portAt(1)))
    await measure('download', () => benchDownload(app, portAt(4)))
    // Before formats, which puts a 5-minute FLAC in place of a demo track's: the release's zip
    // is the demo's own FLAC files whether it runs alone or with the others.
    await measure('releaseZip', () => benchReleaseZip(app, portAt(6)))
    await measure('formats', () => benchFormats(app))
    await measure('lighthouse', () => lighthouse(app))
  } catch (error) {
    console.error('The app did not start:', error)
    crashes.app = String(error?.stack || error)
  } finally {
    await app?.stop()
  }
}
if (needsStack) {
  let stack
  try {
    const launched = performance.now()
    stack = await startStack({ databaseUrl })
    results.stackStartSeconds = Math.round((performance.now() - launched) / 1000)
    await measure('stack', () => benchStack(stack))
  } catch (error) {
    console.error('The stack did not start:', error)
    crashes.stack = String(error?.stack || error)
  } finally {
    await stack?.stop()
  }
}
await db?.stop()
if (process.env.STACK_STEPS) {
  // Some of the stack's steps only: printed, never merged into latest.json as a whole run.
  console.log(JSON.stringify(results.stack ?? crashes, null, 1))
  process.exit(results.stack ? 0 : 1)
}
// Last, with the benchmarked app stopped, so the two servers do not share the cores.
await measure('coldStart', () => benchColdStart())

const ran = BENCHMARKS.filter(selected)
results.measuredAtByBenchmark = Object.fromEntries(ran.map((name) => [name, results.measuredAt]))
if (only) await mergeIntoPrevious()

const rows = rowsOf(results)
printTable(rows)
results.targets = rows
  .filter((row) => row.pass !== null)
  .map(({ name, measured, target, pass }) => ({ name, measured, target, pass }))
results.crashes = { ...results.crashes, ...crashes }
results.totalSeconds = Math.round((performance.now() - startedAt) / 1000)
results.machine.loadAverageAtEnd = os.loadavg().map((value) => +value.toFixed(2))

const missed = results.targets.filter((row) => !row.pass)
console.log(
  `\n${results.targets.length - missed.length}/${results.targets.length} targets met` +
    (Object.keys(crashes).length ? `; crashed: ${Object.keys(crashes).join(', ')}` : '') +
    `; ${results.totalSeconds} s in all`,
)
await fs.mkdir(new URL('./results/', import.meta.url), { recursive: true })
// Written as Prettier would, so `npm run lint` (prettier --check .) accepts the committed file.
const prettierOptions = await prettier.resolveConfig(RESULTS.pathname)
await fs.writeFile(
  RESULTS,
  await prettier.format(JSON.stringify(results), { ...prettierOptions, parser: 'json' }),
)
console.log(`Written to ${RESULTS.pathname}`)
process.exit(Object.keys(crashes).length ? 1 : 0)

/**
 * With --only: the previous latest.json's results of the benchmarks that did not run are kept
 * (and their crashes, times and the app's start time when the app was not started now).
 */
async function mergeIntoPrevious() {
  let previous
  try {
    previous = JSON.parse(await fs.readFile(RESULTS, 'utf8'))
  } catch {
    return
  }
  const kept = BENCHMARKS.filter((name) => !selected(name))
  const keptCrashes = Object.entries(previous.crashes ?? {}).filter(
    ([name]) => kept.includes(name) || (name === 'app' && !needsApp),
  )
  for (const name of kept) if (name in previous) results[name] = previous[name]
  if (!needsApp && previous.appStartSeconds !== undefined) {
    results.appStartSeconds = previous.appStartSeconds
  }
  if (!needsStack && previous.stackStartSeconds !== undefined) {
    results.stackStartSeconds = previous.stackStartSeconds
  }
  results.crashes = Object.fromEntries(keptCrashes)
  const previousTimes = previous.measuredAtByBenchmark ?? {}
  results.measuredAtByBenchmark = {
    ...Object.fromEntries(
      kept
        .filter((name) => name in previous)
        .map((name) => [name, previousTimes[name] ?? previous.measuredAt]),
    ),
    ...results.measuredAtByBenchmark,
  }
  results.only = only
}

function machine() {
  return {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
    // Other work on the machine moves every number here: the 1/5/15-minute load averages.
    loadAverageAtStart: os.loadavg().map((value) => +value.toFixed(2)),
  }
}
