import { expect, test } from '@playwright/test'

import { newClient, registerUser } from '../helpers/api'
import { signInAs } from '../helpers/browserSession'

/** Pages that are the same for every visitor, so rendered once and served from the cache. */
const PUBLIC_PAGES = ['/landing', '/music', '/videos', '/photos', '/about', '/privacy', '/contact']
const HINT = 'artist_signed_in'

test.describe('the page cache', () => {
  test('public pages are rendered once, then served from the cache', async ({ baseURL }) => {
    const client = await newClient(baseURL!)
    for (const path of PUBLIC_PAGES) {
      // Tried again if another test's CMS edit dropped the cache between the two requests.
      await expect(async () => {
        await client.get(path)
        const again = await client.get(path)
        expect(again.status(), path).toBe(200)
        expect(again.headers()['x-nextjs-cache'], path).toBe('HIT')
      }).toPass({ timeout: 15_000 })
    }
  })

  test('a member gets the page a visitor gets, with nothing of theirs in it', async ({
    baseURL,
  }) => {
    const visitor = await newClient(baseURL!)
    const member = await newClient(baseURL!)
    const { email } = await registerUser(member, { firstName: 'Cachetest' })
    await expect(async () => {
      const seen = await (await visitor.get('/music')).text()
      const response = await member.get('/music')
      expect(response.headers()['x-nextjs-cache']).toBe('HIT')
      const html = await response.text()
      expect(html).toBe(seen)
      expect(html).not.toContain(email)
      expect(html).not.toContain('Cachetest')
    }).toPass({ timeout: 15_000 })
  })

  test('the session hint cookie follows the session cookie', async ({ baseURL }) => {
    const client = await newClient(baseURL!)
    const setCookie = async () => (await client.get('/landing')).headers()['set-cookie'] ?? ''

    expect(await setCookie()).not.toContain(HINT)
    await registerUser(client)
    const set = await setCookie()
    expect(set).toMatch(new RegExp(`^${HINT}=1; Path=/; SameSite=Lax`))
    expect(set).not.toMatch(/HttpOnly/i)
    // Once in step, nothing more is sent.
    expect(await setCookie()).not.toContain(HINT)

    expect((await client.post('/api/auth/logout')).status()).toBe(200)
    expect(await setCookie()).toMatch(new RegExp(`^${HINT}=; Max-Age=0`))
  })

  test('a visitor never asks who is signed in; a member is recognised', async ({
    page,
    context,
    baseURL,
  }) => {
    const asked: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/auth/me') asked.push(request.url())
    })
    await page.goto('/music')
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible()
    await page.goto('/landing')
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible()
    expect(asked).toEqual([])

    await signInAs(context, 'fan@demo.local', baseURL!)
    await page.goto('/music')
    await expect(page.getByRole('banner').getByText('Frankie Fan')).toBeVisible()
    expect(asked).toHaveLength(1)
  })

  test('links fetch their page when the visitor shows intent, not on sight', async ({ page }) => {
    const prefetched: string[] = []
    page.on('request', (request) => {
      if (request.headers()['next-router-prefetch'])
        prefetched.push(new URL(request.url()).pathname)
    })
    await page.goto('/music')
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(prefetched).toEqual([])

    await page.getByRole('banner').getByRole('link', { name: 'Videos', exact: true }).hover()
    await expect.poll(() => prefetched).toContain('/videos')
  })
})
