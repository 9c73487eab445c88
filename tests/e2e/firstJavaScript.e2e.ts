import { expect, test } from '@playwright/test'

import { COMPILE_HINT } from '../../src/lib/build/compileHints.mjs'

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

  // V8 compiles a script that opens with its compile hint while it downloads, off the main
  // thread (src/lib/build/compileHints.mjs): every script a public page runs at load carries it.
  // The CMS's own chunks, large and mostly code a screen never runs, do not.
  test('every script a public page runs at load asks V8 to compile it while it downloads', async ({
    request,
  }) => {
    // The scripts the server's HTML names (not the polyfills modern browsers skip).
    const scriptsOf = async (path: string) => {
      const html = await (await request.get(path)).text()
      return [...html.matchAll(/<script\b[^>]*>/g)]
        .map(([tag]) => tag)
        .filter((tag) => !/\bnomodule\b/i.test(tag))
        .flatMap((tag) => /\bsrc="([^"]+)"/.exec(tag)?.[1] ?? [])
    }
    const opensWithHint = async (src: string) =>
      (await (await request.get(src)).text()).startsWith(COMPILE_HINT)

    const site = new Set<string>()
    for (const path of PAGES) for (const src of await scriptsOf(path)) site.add(src)
    expect(site.size).toBeGreaterThan(3)
    for (const src of site) expect(await opensWithHint(src), src).toBe(true)

    const cmsOwn = (await scriptsOf('/cms/login')).filter((src) => !site.has(src))
    expect(cmsOwn.length).toBeGreaterThan(0)
    for (const src of cmsOwn) expect(await opensWithHint(src), src).toBe(false)
  })

  // A script in <head> that is neither async nor deferred holds the parser until the stylesheets
  // before it are in: the rest of the page is read only then, on the way to the first paint.
  // The only inline script of the public pages is the track list's, just before the list.
  test('no public page holds its parser on a script in its head', async ({ request }) => {
    for (const path of [...PAGES, '/contact']) {
      const html = await (await request.get(path)).text()
      const head = html.slice(0, html.indexOf('</head>'))
      const scripts = [...head.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag)
      // The framework's own scripts are there (the check looks at a real head)...
      expect(scripts.filter((tag) => /\ssrc=/.test(tag)).length, path).toBeGreaterThan(3)
      // ...each fetched without holding the parser, or skipped (the polyfills, nomodule).
      const holding = scripts.filter((tag) => !/\s(async|defer|nomodule)\b/i.test(tag))
      expect(holding, path).toEqual([])
    }
  })

  test('the footer form still arrives, once the page is done', async ({ page }) => {
    await page.goto('/about')
    const subscribe = page.getByRole('contentinfo').getByRole('button', { name: 'Subscribe' })
    // Disabled in the server's HTML, enabled once its code has hydrated it.
    await expect(subscribe).toBeEnabled()
  })
})
