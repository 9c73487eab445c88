#!/usr/bin/env node
// `npm run bench`: the performance benchmarks on the production build, each against a
// reference measured in the same run on the same machine. Prints a table and writes
// bench/results/latest.json. Builds first when there is no build.
import { existsSync } from 'node:fs'
import fs from 'node:fs/promises'

import { startEmbeddedDb } from '../scripts/lib/embedded-db.mjs'
import { run } from '../scripts/lib/run.mjs'
import { benchDownload } from './download.mjs'
import { startApp } from './lib/app.mjs'

const RESULTS = new URL('./results/latest.json', import.meta.url)

const db = process.env.DATABASE_URL ? null : await startEmbeddedDb()
const databaseUrl = process.env.DATABASE_URL || db.url
const env = { ...process.env, DATABASE_URL: databaseUrl }

if (!existsSync('.next/BUILD_ID')) {
  const built = await run('next', ['build'], { env }).done
  if (built !== 0) process.exit(built)
}

const app = await startApp({ databaseUrl })
const results = { measuredAt: new Date().toISOString(), machine: await machine() }
let failed = false
try {
  results.download = await benchDownload(app)
} catch (error) {
  console.error(error)
  failed = true
} finally {
  await app.stop()
  await db?.stop()
}

if (results.download) {
  const d = results.download
  console.table({
    'authorised download (app)': { 'MB/s': d.app.megabytesPerSecond, downloads: d.app.downloads },
    'same file (static server)': {
      'MB/s': d.static.megabytesPerSecond,
      downloads: d.static.downloads,
    },
  })
  console.log(
    `download ratio ${d.ratio} (target ≥ ${d.target}); app RSS ${d.rssMegabytes.before} MB → peak ${d.rssMegabytes.peak} MB while streaming ${d.fileMegabytes} MB files`,
  )
}
await fs.mkdir(new URL('./results/', import.meta.url), { recursive: true })
await fs.writeFile(RESULTS, `${JSON.stringify(results, null, 2)}\n`)
console.log(`Written to ${RESULTS.pathname}`)
process.exit(failed ? 1 : 0)

async function machine() {
  const os = await import('node:os')
  return {
    cpus: os.cpus().length,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
  }
}
