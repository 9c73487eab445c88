import { expect, test } from '@playwright/test'

/** The server's HTML alone, as a crawler or a browser without JavaScript gets it. */
const bodyOf = (html: string) =>
  (/<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '')
    .replace(/<script\b[\s\S]*?<\/script>/g, '')
    .replace(/<template\b[\s\S]*?<\/template>/g, '')

test.describe('the 404 page', () => {
  for (const path of ['/no-such-page', '/music/no/such/track']) {
    test(`is rendered on the server for ${path}, with status 404 and its own title`, async ({
      request,
    }) => {
      const response = await request.get(path)
      expect(response.status()).toBe(404)
      const html = await response.text()
      expect(html).toContain('<title>Page not found · KAIRO</title>')
      expect(html).toContain('<meta name="robots" content="noindex"/>')
      const body = bodyOf(html)
      expect(body).toMatch(/<h1[^>]*>404 Page Not Found<\/h1>/)
      // Inside the site's layout: the navigation and the footer come with it.
      expect(body).toContain('aria-label="Main"')
      expect(body).toContain('<footer')
      expect(body).toContain('href="/landing"')
    })
  }

  test('shows the same page in the browser, with a way back to the music', async ({ page }) => {
    const response = await page.goto('/no-such-page')
    expect(response?.status()).toBe(404)
    await expect(page).toHaveTitle('Page not found · KAIRO')
    await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible()
    await page.getByRole('link', { name: 'Back to the music' }).click()
    await expect(page).toHaveURL(/\/landing$/)
  })
})
