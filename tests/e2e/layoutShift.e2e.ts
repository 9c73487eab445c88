import { expect, type Page, test } from '@playwright/test'

import { signInAs } from '../helpers/browserSession'
import { SCREENS } from '../helpers/viewports'

// Cumulative layout shift as Chrome reports it (the largest session window: shifts less than
// 1 s apart, at most 5 s long), measured from navigation until the page has settled.
const CLS_LIMIT = 0.05
const SETTLE_MS = 2_500

const observeShifts = (page: Page) =>
  page.addInitScript(() => {
    const shifts: Array<{ value: number; time: number }> = []
    ;(window as unknown as { __shifts: typeof shifts }).__shifts = shifts
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean }
      >) {
        if (!entry.hadRecentInput) shifts.push({ value: entry.value, time: entry.startTime })
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })

const cumulativeLayoutShift = (page: Page) =>
  page.evaluate(() => {
    const shifts = (window as unknown as { __shifts: Array<{ value: number; time: number }> })
      .__shifts
    let worst = 0
    let current = 0
    let windowStart = -Infinity
    let previous = -Infinity
    for (const { value, time } of shifts) {
      if (time - previous > 1_000 || time - windowStart > 5_000) {
        current = 0
        windowStart = time
      }
      current += value
      previous = time
      worst = Math.max(worst, current)
    }
    return worst
  })

const PAGES = [
  { path: '/', account: 'fan@demo.local', ready: 'Everything KAIRO' },
  { path: '/dashboard', account: 'fan@demo.local', ready: 'Account Settings' },
  { path: '/admin', account: 'admin@demo.local', ready: 'User Management' },
  { path: '/music', account: null, ready: 'MORE TRACKS COMING SOON' },
  // The compact list a fan chose earlier is drawn from the first paint, not after hydration.
  { path: '/music', account: null, ready: 'MORE TRACKS COMING SOON', trackView: 'list' },
  // The form is part of the page's HTML, not revealed after it (firstPaint.e2e.ts).
  { path: '/contact', account: null, ready: 'Send Message' },
] as const satisfies ReadonlyArray<{
  path: string
  account: string | null
  ready: string
  trackView?: string
}>

for (const viewport of SCREENS) {
  for (const entry of PAGES) {
    const { path, account, ready } = entry
    const trackView = 'trackView' in entry ? entry.trackView : null
    const as = [viewport.name, account ?? 'signed out', trackView && `${trackView} view`]
    test(`${path} moves less than ${CLS_LIMIT} while it loads (${as.filter(Boolean).join(', ')})`, async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({ viewport: viewport })
      if (account) await signInAs(context, account, baseURL!)
      const page = await context.newPage()
      if (trackView) {
        await page.addInitScript((view) => localStorage.setItem('kairo.trackView', view), trackView)
      }
      await observeShifts(page)
      await page.goto(path)
      await expect(page.getByText(ready, { exact: false }).first()).toBeAttached()
      await page.waitForLoadState('networkidle')
      await page.waitForTimeout(SETTLE_MS)
      const cls = await cumulativeLayoutShift(page)
      expect(cls, `layout shift of ${path}`).toBeLessThan(CLS_LIMIT)
      await context.close()
    })
  }
}
