import { expect, test } from '@playwright/test'

import { DEMO_VIDEOS } from '../../src/seed/content/catalogue'
import { expectNoAxeViolations } from '../helpers/axe'
import { signInAs } from '../helpers/browserSession'

test.describe('the landing page', () => {
  test('shows the hero, the featured single, three member videos, the story and four photos', async ({
    page,
  }) => {
    await page.goto('/landing')
    await expect(page.getByRole('heading', { level: 1, name: 'KAIRO' })).toBeVisible()
    const music = page.locator('#music')
    await expect(music.getByRole('heading', { name: 'Steppin Out' }).first()).toBeVisible()
    await expect(music.getByRole('button', { name: /Play Steppin Out/ })).toBeVisible()
    await expect(page.locator('#videos').getByText('Requires Login')).toHaveCount(3)
    // The members-only videos' links are not in the page a visitor gets.
    const html = await page.content()
    for (const video of DEMO_VIDEOS.filter((video) => video.memberOnly)) {
      expect(html).not.toContain(video.videoUrl.slice(-11)) // the YouTube id
    }
    await expect(
      page.locator('#about').getByRole('link', { name: 'Read the full story' }),
    ).toBeVisible()
    await expect(page.locator('#photos').getByRole('img')).toHaveCount(4)
    await expectNoAxeViolations(page)
  })

  test('Listen Now and Buy Music take the fan to the music section', async ({ page }) => {
    for (const name of ['Listen Now', 'Buy Music']) {
      await page.goto('/landing')
      await page.getByRole('link', { name }).click()
      await expect(page).toHaveURL(/#music$/)
      await expect(page.locator('#music-title')).toBeInViewport()
    }
  })

  test('a member video card sends a signed-out fan to sign in', async ({ page }) => {
    await page.goto('/landing')
    await page
      .locator('#videos')
      .getByRole('link', { name: /requires login/ })
      .first()
      .click()
    await expect(page).toHaveURL(/\/auth\?next=%2Fvideos/)
  })

  test('production shows no test admin login', async ({ page }) => {
    await page.goto('/landing')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Admin Login (Test)' })).toHaveCount(0)
  })
})

test.describe('accessibility of the other pages', () => {
  test('the members’ home and the 404 page have no axe violations', async ({
    page,
    context,
    baseURL,
  }) => {
    await page.goto('/no-such-page')
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible()
    await expectNoAxeViolations(page)
    await signInAs(context, 'fan@demo.local', baseURL!)
    await page.goto('/')
    await expect(page.getByRole('heading', { name: /Welcome, Frankie/i })).toBeVisible()
    await expectNoAxeViolations(page)
  })
})
