import { defineConfig } from '@playwright/test'

import base from './playwright.config'

/**
 * The browser tests that run against the production topology (`npm run stack`): nginx in front
 * of two instances (scripts/e2e-server.mjs with E2E_STACK=1). `npm test` runs them after the
 * others, on the same build: the stack's own tests (tests/stack), the buy-and-download journey,
 * and the per-address limits with forged X-Forwarded-For headers.
 */
process.env.E2E_STACK = '1'

export default defineConfig({
  ...base,
  testDir: 'tests',
  testMatch: ['stack/**/*.e2e.ts', 'e2e/commerce.e2e.ts', 'e2e/clientAddress.e2e.ts'],
  grep: [/through the stack/, /client addresses/, /the demo fan pays with 4242/],
  reporter: [['list'], ['json', { outputFile: '.test-results/playwright-stack.json' }]],
  webServer: {
    ...(Array.isArray(base.webServer) ? base.webServer[0] : base.webServer!),
    env: { E2E_PORT: String(process.env.E2E_PORT || 3100), E2E_STACK: '1' },
  },
})
