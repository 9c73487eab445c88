#!/usr/bin/env node
// `npm run bench`: the performance benchmarks on the production build, each against its anchor
// (a reference measured in the same run on the same machine, or a fixed target). Prints a table
// and writes bench/results/latest.json with every raw number. Builds first when there is no
// build. A missed target is reported, not an error; a benchmark that crashes fails the command.
import { existsSync } from 'node:fs'
import fs from 'node:fs/promises'
import os from 'node:os'
import prettier from 'prettier'

import { startEmbeddedDbOrExit } from '../scripts/lib/embedded-db.mjs'
import { run } from '../scripts/lib/run.mjs'
import { firstLoadJs } from '../scripts/first-load-js.mjs'
import { benchApi } from './api.mjs'
import { benchColdStart } from './coldStart.mjs'
import { benchDownload } from './download.mjs'
import { benchLighthouse } from './lighthouse.mjs'
import { benchPages } from './pages.mjs'
import { startApp } from './lib/app.mjs'
import { printTable, rowsOf } from './lib/report.mjs'

const RESULTS = new URL('./results/latest.json', import.meta.url)

const startedAt = performance.now()
const results = { measuredAt: new Date().toISOString(), machine: machine() }
const crashes = {}

/** Runs one benchmark; a crash is recorded and the others still run. */
async function measure(name, benchmark) {
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

const db = process.env.DATABASE_URL ? null : await startEmbeddedDbOrExit()
const databaseUrl = process.env.DATABASE_URL || db.url

if (!existsSync('.next/BUILD_ID')) {
  const built = await run('next', ['build'], { env: { ...process.env, DATABASE_URL: databaseUrl } })
    .done
  if (built !== 0) process.exit(built)
}

await measure('firstLoadJs', async () => ({ routes: firstLoadJs() }))

let app
try {
  const launched = performance.now()
  app = await startApp({ databaseUrl })
  results.appStartSeconds = Math.round((performance.now() - launched) / 1000)
  await measure('api', () => benchApi(app))
  await measure('pages', () => benchPages(app))
  await measure('download', () => benchDownload(app))
  await measure('lighthouse', () => benchLighthouse(app))
} catch (error) {
  console.error('The app did not start:', error)
  crashes.app = String(error?.stack || error)
} finally {
  await app?.stop()
  await db?.stop()
}
// Last, with the benchmarked app stopped, so the two servers do not share the cores.
await measure('coldStart', () => benchColdStart())

const rows = rowsOf(results)
printTable(rows)
results.targets = rows
  .filter((row) => row.pass !== null)
  .map(({ name, measured, target, pass }) => ({ name, measured, target, pass }))
results.crashes = crashes
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
