#!/usr/bin/env node
// Runs a command with DATABASE_URL set: the configured server, or else the embedded one.
//   node scripts/with-db.mjs next build
import { startEmbeddedDbOrExit } from './lib/embedded-db.mjs'
import { forwardSignals, run } from './lib/run.mjs'

const [command, ...args] = process.argv.slice(2)
if (!command) {
  console.error('usage: node scripts/with-db.mjs <command> [args...]')
  process.exit(2)
}

const db = process.env.DATABASE_URL ? null : await startEmbeddedDbOrExit()
const env = { ...process.env, DATABASE_URL: process.env.DATABASE_URL || db.url }
const { child, done } = run(command, args, { env })
forwardSignals(child)
const code = await done
await db?.stop()
process.exit(code)
