#!/usr/bin/env node
// `npm start`: the production server. Payload applies pending migrations when it starts
// (`prodMigrations`); with no DATABASE_URL the embedded database is used, as in development.
import { startEmbeddedDbOrExit } from './lib/embedded-db.mjs'
import { forwardSignals, run } from './lib/run.mjs'
import { withServerHeap } from './lib/server-heap.mjs'

const db = process.env.DATABASE_URL ? null : await startEmbeddedDbOrExit()
const env = {
  ...process.env,
  NODE_ENV: 'production',
  DATABASE_URL: process.env.DATABASE_URL || db.url,
}
const { child, done } = run(process.execPath, ['scripts/server.mjs', ...process.argv.slice(2)], {
  env: withServerHeap(env),
})
forwardSignals(child)
const code = await done
await db?.stop()
process.exit(code)
