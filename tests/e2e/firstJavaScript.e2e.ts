import { expect, test } from '@playwright/test'

/**
 * Issue "page speed": what does not move is rendered on the server, and the code of what moves on
 * its own (forms, dialogs, the lightbox, the menu, toasts, the chat) arrives after the page. On
 * these pages nothing on screen at load is a form, so the scripts the browser fetched before the
 * load event must hold neither styled-components nor react-hook-form.
 */
const PAGES = ['/landing', '/music', '/videos', '/photos', '/about', '/privacy']

// Strings each library's browser build carries (its style tag's attribute; a form option).
const MARKERS = { 'styled-components': 'data-styled', 'react-hook-form': 'shouldUnregister' }

test.describe('the first JavaScript of a public page', () => {
  for (const path of PAGES) {
    test(`${path} loads no styled-components and no form library before it is done`, async ({
      page,
      request,
    }) => {
      await page.goto(path, { waitUntil: 'load' })
      const scripts = await page.evaluate(() => {
        const [navigation] = performance.getEntriesByType(
          'navigation',
        ) as PerformanceNavigationTiming[]
        return performance
          .getEntriesByType('resource')
          .filter(
            (entry) => entry.name.endsWith('.js') && entry.startTime < navigation.loadEventStart,
          )
          .map((entry) => entry.name)
      })
      // The framework's own chunks at least: the check looks at real scripts.
      expect(scripts.length).toBeGreaterThan(3)
      for (const url of scripts) {
        const code = await (await request.get(url)).text()
        for (const [library, marker] of Object.entries(MARKERS)) {
          expect(code.includes(marker), `${library} in ${url}`).toBe(false)
        }
      }
    })
  }

  test('the footer form still arrives, once the page is done', async ({ page }) => {
    await page.goto('/about')
    const subscribe = page.getByRole('contentinfo').getByRole('button', { name: 'Subscribe' })
    // Disabled in the server's HTML, enabled once its code has hydrated it.
    await expect(subscribe).toBeEnabled()
  })
})
