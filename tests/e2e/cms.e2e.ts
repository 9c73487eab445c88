import { expect, request, test } from '@playwright/test'

import { SESSION_COOKIE, SESSION_HINT_COOKIE } from '../../src/lib/auth/constants'
import { signInAs } from '../helpers/browserSession'

test.describe('the CMS at /cms', () => {
  test('sends a signed-out visitor to the site’s sign-in, to come back to /cms', async ({
    page,
  }) => {
    await page.goto('/cms')
    await expect(page).toHaveURL(/\/auth\?next=%2Fcms|\/auth\?next=\/cms/)
  })

  test('opens the Payload admin for an admin, with the seeded catalogue', async ({
    page,
    context,
    baseURL,
  }) => {
    await signInAs(context, 'admin@demo.local', baseURL!)
    await page.goto('/cms')
    await expect(page.getByRole('heading', { name: /Tracks/ }).first()).toBeVisible()
    await page.goto('/cms/collections/tracks')
    await expect(page.getByText('Steppin Out').first()).toBeVisible()
  })

  test('lets a viewer in to read', async ({ page, context, baseURL }) => {
    await signInAs(context, 'viewer@demo.local', baseURL!)
    await page.goto('/cms/collections/tracks')
    await expect(page.getByText('Steppin Out').first()).toBeVisible()
  })

  test('its logout button ends the session on the server and clears both cookies', async ({
    page,
    context,
    baseURL,
  }) => {
    await signInAs(context, 'admin@demo.local', baseURL!)
    const token = (await context.cookies()).find(({ name }) => name === SESSION_COOKIE)?.value
    expect(token).toBeTruthy()
    await page.goto('/cms')
    await expect(page.getByRole('heading', { name: /Tracks/ }).first()).toBeVisible()
    expect((await context.cookies()).map(({ name }) => name)).toContain(SESSION_HINT_COOKIE)

    const loggedOut = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/cms/users/logout' &&
        response.request().method() === 'POST',
    )
    // The button is a link at the foot of the CMS's nav, which may be folded (inert): follow it.
    const logOut = page.getByRole('link', { name: 'Log out' }).first()
    await page.goto((await logOut.getAttribute('href'))!)
    const answer = await loggedOut
    expect(answer.status()).toBe(200)
    const cleared = await answer.headerValues('set-cookie')
    for (const name of [SESSION_COOKIE, SESSION_HINT_COOKIE]) {
      expect(cleared.some((cookie) => cookie.startsWith(`${name}=;`))).toBe(true)
    }
    await expect(page).toHaveURL(/\/auth\?next=%2Fcms|\/auth\?next=\/cms/)
    const left = (await context.cookies()).map(({ name }) => name)
    expect(left).not.toContain(SESSION_COOKIE)
    expect(left).not.toContain(SESSION_HINT_COOKIE)

    // The old cookie, replayed, signs nobody in: the session ended on the server.
    const replay = await request.newContext({
      baseURL,
      extraHTTPHeaders: { cookie: `${SESSION_COOKIE}=${token}` },
    })
    try {
      expect((await replay.get('/api/auth/me')).status()).toBe(401)
      expect((await (await replay.get('/api/cms/users/me')).json()).user).toBeNull()
    } finally {
      await replay.dispose()
    }
  })

  test('refuses members with 403', async ({ page, context, baseURL }) => {
    await signInAs(context, 'fan@demo.local', baseURL!)
    const response = await page.goto('/cms/collections/tracks')
    expect(response?.status()).toBe(403)
    await expect(
      page.getByRole('heading', { name: /The CMS is for the artist’s team/ }),
    ).toBeVisible()
    await expect(page.getByText('Steppin Out')).toHaveCount(0)
  })
})

test.describe('the catalogue JSON', () => {
  test('GET /api/tracks shows the seeded tracks with two-decimal prices', async ({ page }) => {
    const response = await page.goto('/api/tracks')
    expect(response?.status()).toBe(200)
    const tracks = JSON.parse((await page.textContent('body')) ?? '[]')
    expect(tracks.length).toBeGreaterThanOrEqual(6)
    const steppin = tracks.find((track: { title: string }) => track.title === 'Steppin Out')
    expect(steppin).toMatchObject({ previewStart: 41 })
    expect(steppin.price).toMatch(/^\d+\.\d{2}$/)
    expect(tracks.some((track: { price: string }) => track.price === '0.00')).toBe(true)
  })

  test('GET /api/videos lists the promo video', async ({ request }) => {
    const videos = await (await request.get('/api/videos')).json()
    expect(videos.length).toBeGreaterThanOrEqual(4)
    expect(videos.filter((video: { isPromo: boolean }) => video.isPromo)).toHaveLength(1)
  })

  test('Payload’s own REST API lives under /api/cms and never returns password material', async ({
    context,
    baseURL,
  }) => {
    await signInAs(context, 'admin@demo.local', baseURL!)
    const response = await context.request.get(
      '/api/cms/users?where[email][equals]=admin@demo.local',
    )
    expect(response.status()).toBe(200)
    const body = await response.text()
    expect(body).toContain('admin@demo.local')
    expect(body).not.toMatch(/passwordHash|argon2|mfaSecret|sessionToken/)
  })

  test('Payload’s password login cannot be used', async ({ request }) => {
    const response = await request.post('/api/cms/users/login', {
      data: { email: 'admin@demo.local', password: 'Demo-pass-2025!' },
    })
    expect(response.status()).toBeGreaterThanOrEqual(400)
    expect(response.headers()['set-cookie'] ?? '').not.toContain('payload-token')
  })

  test('an unknown page shows the 404 page', async ({ page }) => {
    const response = await page.goto('/no-such-page')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible()
  })
})
