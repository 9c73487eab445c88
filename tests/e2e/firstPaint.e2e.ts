import { type Browser, expect, type Page, test } from '@playwright/test'

import { SCREENS } from '../helpers/viewports'

/**
 * The first screen is the server's HTML as it stands. React 19.2 sends a Suspense boundary of more
 * than 500 bytes, after the first 12.8 kB of a page, apart from the page and reveals it with a
 * script up to 300 ms after the first paint: what sits in one appears late and pushes the rest
 * about. So nothing of the first screen may sit in one, and what the scripts place must already
 * be where they will put it. With scripts off, the page shows what its first paint shows.
 */

const withoutScripts = async (browser: Browser, viewport: { width: number; height: number }) =>
  (await browser.newContext({ javaScriptEnabled: false, viewport })).newPage()

for (const viewport of SCREENS) {
  test.describe(`before any script (${viewport.name})`, () => {
    test('/contact shows its whole form', async ({ browser }) => {
      const page = await withoutScripts(browser, viewport)
      await page.goto('/contact')
      await expect(page.getByRole('heading', { level: 1, name: 'GET IN TOUCH' })).toBeVisible()
      for (const label of ['Full name *', 'Email *']) {
        await expect(page.getByLabel(label)).toBeVisible()
      }
      await expect(page.getByRole('button', { name: 'Send Message' })).toBeVisible()
      await page.context().close()
    })

    test('/music shows its title and tagline', async ({ browser }) => {
      const page = await withoutScripts(browser, viewport)
      await page.goto('/music')
      await expect(page.getByRole('heading', { level: 1, name: 'MUSIC' })).toBeVisible()
      await expect(page.getByText('Every premium track plays a')).toBeVisible()
      await page.context().close()
    })

    test('the notifications region waits where the toasts will be placed', async ({
      browser,
      page,
    }) => {
      const region = (on: Page) => on.getByRole('region', { name: 'Notifications (F8)' })
      const before = await withoutScripts(browser, viewport)
      await before.goto('/about')
      const unplaced = await region(before).boundingBox()
      await before.context().close()

      await page.setViewportSize(viewport)
      await page.goto('/about')
      // The Toaster has placed it once it says where.
      await expect(region(page)).toHaveAttribute('data-placement', /top|bottom/)
      expect(unplaced).not.toBeNull()
      expect(await region(page).boundingBox()).toEqual(unplaced)
    })
  })
}

// The first paint waits for every stylesheet in the head, and a phone on HTTP/1.1 has six
// connections for them, the faces and the first picture. A stylesheet only preloaded (Next does
// that for a layout's not-found boundary) is fetched at the same high priority for a page that
// may never be shown, taking one of those connections.
test('no public page fetches a stylesheet it does not apply', async ({ request }) => {
  for (const path of ['/landing', '/music', '/videos', '/photos', '/about', '/contact']) {
    const html = await (await request.get(path)).text()
    const head = html.slice(0, html.indexOf('</head>'))
    const links = [...head.matchAll(/<link\b[^>]*>/g)].map(([tag]) => tag)
    // The page's own stylesheets are there (the check looks at a real head)...
    expect(links.filter((tag) => /rel="stylesheet"/.test(tag)).length, path).toBeGreaterThan(1)
    // ...and nothing else is fetched as a stylesheet.
    expect(
      links.filter((tag) => /rel="preload"/.test(tag) && /as="style"/.test(tag)),
      path,
    ).toEqual([])
  }
})

test('the 404 page keeps its look with the site stylesheet', async ({ page }) => {
  await page.goto('/no-such-page')
  const heading = page.getByRole('heading', { level: 1, name: '404 Page Not Found' })
  await expect(heading).toHaveCSS('text-transform', 'uppercase')
  const home = page.getByRole('link', { name: 'Back to the music' })
  await expect(home).toHaveCSS('display', 'inline-block')
  await expect(home).toHaveCSS('background-color', 'rgb(225, 29, 72)')
})
