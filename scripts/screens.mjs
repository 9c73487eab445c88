#!/usr/bin/env node
// Screenshots of every page at 1280×800 and 390×844, for docs/screens (the README's gallery).
// Run against a server with the demo content, e.g. the browser tests' server:
//   node scripts/e2e-server.mjs &   then   node scripts/screens.mjs http://127.0.0.1:3100
import { chromium } from 'playwright-core'

import { CHROMIUM_ARGS } from './lib/e2e.mjs'

const base = process.argv[2] ?? 'http://127.0.0.1:3100'
const OUT = 'docs/screens'
const DEMO_PASSWORD = 'Demo-pass-2025!'
const SESSION_CHECK = 'Verifying your authentication status...'
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]

const tracks = await (await fetch(`${base}/api/tracks`)).json()
const paid = tracks.find((track) => Number(track.price) > 0 && track.priceMode === 'fixed')
const nameYourPrice = tracks.find((track) => track.priceMode === 'name-your-price')
const releases = await (await fetch(`${base}/api/releases`)).json()
const release = releases.find((each) => !each.preOrder) ?? releases[0]
const preOrder = releases.find((each) => each.preOrder)

/** [file name, path, account to sign in as (or none), the catalogue's view (default cards)] */
const PAGES = [
  ['landing', '/landing'],
  ['music', '/music'],
  ['music-list', '/music', null, 'list'],
  ['release', `/releases/${release.slug}`],
  ...(preOrder ? [['release-pre-order', `/releases/${preOrder.slug}`]] : []),
  ['videos', '/videos'],
  ['about', '/about'],
  ['photos', '/photos'],
  ['contact', '/contact'],
  ['assistant', '/ai-assistant'],
  ['privacy', '/privacy'],
  ['auth', '/auth'],
  ['auth-forgot', '/auth/forgot'],
  ['auth-confirm-email', '/auth/confirm-email?token=not-a-real-link-token-for-the-screens-0000'],
  ['not-found', '/no-such-page'],
  ['home', '/home', 'fan@demo.local'],
  ['videos-member', '/videos', 'fan@demo.local'],
  ['dashboard', '/dashboard', 'fan@demo.local'],
  ['checkout', `/checkout?trackId=${paid.id}`, 'fan@demo.local'],
  ['checkout-name-your-price', `/checkout?trackId=${nameYourPrice.id}`, 'fan@demo.local'],
  ['checkout-release', `/checkout?releaseId=${release.id}`, 'fan@demo.local'],
  ['admin', '/admin', 'admin@demo.local'],
  ['cms', '/cms', 'admin@demo.local'],
  // A track's editor, with the state of its audio files in the sidebar.
  ['cms-track', `/cms/collections/tracks/${paid.id}`, 'admin@demo.local'],
  ['cms-release', `/cms/collections/releases/${release.id}`, 'admin@demo.local'],
]

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
})

const contexts = new Map()
/** One browser context per account (and one signed out), each at the given viewport. */
const contextFor = async (account, viewport) => {
  const key = `${account ?? 'visitor'}-${viewport.name}`
  if (contexts.has(key)) return contexts.get(key)
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    deviceScaleFactor: 1,
  })
  if (account) {
    const response = await context.request.post(`${base}/api/auth/login`, {
      data: { email: account, password: DEMO_PASSWORD },
    })
    if (!response.ok()) throw new Error(`sign-in as ${account}: ${response.status()}`)
  }
  contexts.set(key, context)
  return context
}

// `node scripts/screens.mjs URL name…` retakes only the pages named.
const only = new Set(process.argv.slice(3))

for (const viewport of VIEWPORTS) {
  for (const [name, path, account, trackView = 'cards'] of PAGES) {
    if (only.size > 0 && !only.has(name)) continue
    const context = await contextFor(account, viewport)
    const page = await context.newPage()
    await page.addInitScript((view) => localStorage.setItem('kairo.trackView', view), trackView)
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' })
    // A members' page shows the session check's card until the browser has settled who is
    // signed in: on a slow machine that can outlast the network's quiet moment.
    await page.getByText(SESSION_CHECK).waitFor({ state: 'hidden' })
    await page.evaluate(() => document.fonts.ready)
    await page.waitForTimeout(600)
    await page.screenshot({ path: `${OUT}/${name}-${viewport.name}.png` })
    await page.close()
    console.log(`${OUT}/${name}-${viewport.name}.png`)
  }
}
await browser.close()
