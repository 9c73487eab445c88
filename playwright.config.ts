import { defineConfig, devices } from '@playwright/test'
import fs from 'node:fs'

import { CHROMIUM_ARGS } from './scripts/lib/e2e.mjs'

const PORT = Number(process.env.E2E_PORT || 3100)
const DEBIAN_CHROMIUM = '/usr/bin/chromium'

// Debian's Chromium where it is installed (these machines cannot download Playwright's own).
const executablePath =
  process.env.CHROMIUM_PATH || (fs.existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined)

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  reporter: [['list'], ['json', { outputFile: '.test-results/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath,
          args: CHROMIUM_ARGS,
        },
      },
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${PORT}/api/init`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { E2E_PORT: String(PORT) },
  },
})
