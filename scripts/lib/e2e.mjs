import os from 'node:os'
import path from 'node:path'

/** The database the browser tests' server uses, on the server of DATABASE_URL (the benchmarks
 * name another). */
export const E2E_DATABASE = process.env.E2E_DATABASE || 'artist_e2e'

/** Where the browser tests' SMTP server files each message it receives. */
export const E2E_MAIL_DIR = path.join(os.tmpdir(), 'artist-e2e-mail')

/** The browser tests' second server, on ::1, which trusts no forwarded header (e2e-server.mjs). */
export const E2E_DIRECT_PORT = process.env.E2E_DIRECT_PORT || '3101'

/**
 * Chromium's flags here: headless as root, and no background connections, which this machine's
 * closed network refuses (the browser tests and scripts/screens.mjs).
 */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/**
 * The browser tests' server in stack mode (E2E_STACK=1, tests/stack): nginx on the tests' port in
 * front of two instances; its configuration, cache and `instances.json` live here.
 */
export const E2E_STACK_DIR = path.join(os.tmpdir(), 'artist-e2e-stack')
