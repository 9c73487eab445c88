import { expect, test } from '@playwright/test'

test('robots.txt keeps crawlers out of accounts, the CMS and the API, and names the sitemap', async ({
  request,
}) => {
  const body = await (await request.get('/robots.txt')).text()
  for (const path of ['/api/', '/cms', '/admin', '/dashboard', '/auth']) {
    expect(body).toContain(`Disallow: ${path}`)
  }
  expect(body).toMatch(/Sitemap: http.*\/sitemap\.xml/)
})

test('sitemap.xml lists the public pages and each release page only', async ({ request }) => {
  const response = await request.get('/sitemap.xml')
  expect(response.headers()['content-type']).toContain('xml')
  const body = await response.text()
  for (const path of ['/landing', '/music', '/videos', '/about', '/photos', '/contact']) {
    expect(body).toContain(`${path}</loc>`)
  }
  const releases: Array<{ slug: string }> = await (await request.get('/api/releases')).json()
  expect(releases.length).toBeGreaterThan(0)
  for (const release of releases) expect(body).toContain(`/releases/${release.slug}</loc>`)
  expect(body).not.toMatch(/dashboard|admin|auth/)
})

test('every public page shares an OpenGraph card image', async ({ page, request }) => {
  await page.goto('/music')
  const image = await page.locator('meta[property="og:image"]').getAttribute('content')
  expect(image).toMatch(/opengraph-image/)
  const response = await request.get(new URL(image!).pathname + new URL(image!).search)
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('image/png')
})
