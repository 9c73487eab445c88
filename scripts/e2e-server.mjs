#!/usr/bin/env node
// The server the browser tests run against: the production build (`next build` first), on a
// fresh database with the demo content. Started and stopped by Playwright (playwright.config.ts).
import { randomBytes } from 'node:crypto'
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { E2E_DATABASE } from './lib/e2e.mjs'
import { recreateDatabase } from './lib/databases.mjs'
import { forwardSignals, run, task } from './lib/run.mjs'

if (!process.env.DATABASE_URL) {
  console.error('e2e-server: DATABASE_URL must point at a PostgreSQL server (npm test sets it).')
  process.exit(2)
}

const uploads = await mkdtemp(path.join(tmpdir(), 'artist-e2e-'))
const env = {
  ...process.env,
  NODE_ENV: 'production',
  DEMO_MODE: 'true',
  PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || randomBytes(32).toString('hex'),
  NEXT_TELEMETRY_DISABLED: '1',
  DATABASE_URL: await recreateDatabase(process.env.DATABASE_URL, E2E_DATABASE),
  MEDIA_DIR: path.join(uploads, 'media'),
  TRACK_AUDIO_DIR: path.join(uploads, 'track-audio'),
}

const prepared = await task('prepare', { env }).done
if (prepared !== 0) process.exit(prepared)

const port = process.env.E2E_PORT || '3100'
const { child, done } = run('next', ['start', '-p', port, '-H', '127.0.0.1'], { env })
forwardSignals(child)
process.exit(await done)
