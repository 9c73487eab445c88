#!/usr/bin/env node
// `npm run dev`: database (embedded unless DATABASE_URL is set), migrations, demo content, then
// `next dev`. Stops Next first and PostgreSQL second.
import { startEmbeddedDb } from './lib/embedded-db.mjs'
import { forwardSignals, run, task } from './lib/run.mjs'

const db = process.env.DATABASE_URL ? null : await startEmbeddedDb()
const env = { ...process.env, DATABASE_URL: process.env.DATABASE_URL || db.url }

let stopping = false
const stop = async (code) => {
  if (stopping) return
  stopping = true
  await db?.stop()
  process.exit(code)
}

const prepared = await task('prepare', { env }).done
if (prepared !== 0) {
  console.error('Preparing the database failed; see the messages above.')
  await stop(prepared)
}

const { child, done } = run('next', ['dev', ...process.argv.slice(2)], { env })
forwardSignals(child)
await stop(await done)
