import { expect, type Page, test } from '@playwright/test'

import { BIOGRAPHY_SECTIONS } from '../../src/seed/content/biography'
import { expectNoAxeViolations } from '../helpers/axe'

const SECTIONS = BIOGRAPHY_SECTIONS.map((section) => section.heading)

const footerOf = (page: Page) => page.getByRole('contentinfo')
const photoTiles = (page: Page) => page.getByRole('list', { name: 'Photos' }).getByRole('listitem')
const lightbox = (page: Page) => page.getByRole('dialog')
// Next's route announcer is an alert too, so toasts are looked up in their own region.
const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ })

test.describe('the footer', () => {
  test('links to the landing page sections and to the four social profiles', async ({ page }) => {
    await page.goto('/about')
    const footer = footerOf(page)
    for (const [name, anchor] of [
      ['Music', 'music'],
      ['Videos', 'videos'],
      ['About', 'about'],
      ['Photos', 'photos'],
    ]) {
      await expect(
        footer.getByRole('navigation', { name: 'Explore' }).getByRole('link', { name }),
      ).toHaveAttribute('href', `/landing#${anchor}`)
    }
    for (const name of ['YouTube', 'Instagram', 'Spotify', 'TikTok']) {
      const link = footer.getByRole('link', { name: new RegExp(`^${name}`) })
      await expect(link).toHaveAttribute('href', /^https:\/\//)
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
    await expect(footer.getByText('© 2025')).toBeVisible()
  })

  test('the newsletter asks for an address, refuses a malformed one and thanks a valid one', async ({
    page,
  }) => {
    await page.goto('/about')
    const footer = footerOf(page)
    const email = footer.getByLabel('Email address')
    const subscribe = footer.getByRole('button', { name: 'Subscribe' })

    await subscribe.click()
    await expect(toasts(page).getByRole('alert')).toContainText('Email Required')
    await expect(toasts(page).getByRole('alert')).toContainText('Please enter your email address.')

    await email.fill('not-an-address')
    await subscribe.click()
    await expect(toasts(page).getByRole('alert')).toContainText('Invalid Email')
    await expect(toasts(page).getByRole('alert')).toContainText(
      'Please enter a valid email address.',
    )

    await email.fill('fan@example.com')
    await subscribe.click()
    await expect(toasts(page).getByRole('status').filter({ hasText: 'Thank You!' })).toBeVisible()
    await expect(email).toHaveValue('')
  })

  test('a page with the footer has no axe violations', async ({ page }) => {
    await page.goto('/about')
    await footerOf(page).scrollIntoViewIfNeeded()
    await expectNoAxeViolations(page)
  })
})

test.describe('/about', () => {
  test('shows the ten biography sections, the quote and the members link', async ({ page }) => {
    await page.goto('/about')
    await expect(page).toHaveTitle(/^About/)
    for (const name of SECTIONS) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
    }
    await expect(page.locator('blockquote')).toContainText('Every city has a rhythm')
    await expect(page.getByText('Exclusive content is for members.')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Become a member' })).toHaveAttribute(
      'href',
      '/auth?next=/about',
    )
    await expectNoAxeViolations(page)
  })
})

test.describe('/photos', () => {
  test('shows the 13 photos and each filter narrows the grid', async ({ page }) => {
    await page.goto('/photos')
    await expect(page).toHaveTitle(/^Photos/)
    await expect(page.getByRole('heading', { level: 1, name: 'VISUAL UNIVERSE' })).toBeVisible()
    await expect(photoTiles(page)).toHaveCount(13)

    const filters = page.getByRole('group', { name: 'Filter photos by category' })
    await expect(filters.getByRole('button')).toHaveText([
      'All',
      'Album Covers',
      'Creative',
      'Formal',
      'Portrait',
      'Lifestyle',
      'Personal',
    ])
    await filters.getByRole('button', { name: 'Album Covers' }).click()
    await expect(filters.getByRole('button', { name: 'Album Covers' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect(photoTiles(page)).toHaveCount(2)
    for (const name of ['Creative', 'Formal', 'Portrait', 'Lifestyle', 'Personal']) {
      await filters.getByRole('button', { name }).click()
      const count = await photoTiles(page).count()
      expect(count).toBeGreaterThan(0)
      expect(count).toBeLessThan(13)
      await expect(photoTiles(page).filter({ hasText: name })).toHaveCount(count)
    }
    await filters.getByRole('button', { name: 'All' }).click()
    await expect(photoTiles(page)).toHaveCount(13)
    await expectNoAxeViolations(page)
  })

  test('the lightbox counts, wraps around both ends and closes on Escape', async ({ page }) => {
    await page.goto('/photos')
    const first = photoTiles(page).first().getByRole('button')
    await first.click()

    const dialog = lightbox(page)
    await expect(dialog).toBeVisible()
    await expect(dialog).toHaveAttribute('aria-modal', 'true')
    await expect(dialog.getByText('1 / 13')).toBeVisible()
    await expect(dialog.getByRole('heading', { name: 'Steppin Out Cover' })).toBeVisible()
    await expect(dialog.getByText('Album Covers')).toBeVisible()
    await expectNoAxeViolations(page)

    await dialog.getByRole('button', { name: 'Previous' }).click()
    await expect(dialog.getByText('13 / 13')).toBeVisible()
    await dialog.getByRole('button', { name: 'Next' }).click()
    await expect(dialog.getByText('1 / 13')).toBeVisible()
    await page.keyboard.press('ArrowLeft')
    await expect(dialog.getByText('13 / 13')).toBeVisible()

    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(first).toBeFocused()
  })

  test('the lightbox walks the filtered list and closes by its button or the backdrop', async ({
    page,
  }) => {
    await page.goto('/photos')
    await page.getByRole('button', { name: 'Album Covers', exact: true }).click()
    await photoTiles(page).nth(1).getByRole('button').click()
    const dialog = lightbox(page)
    await expect(dialog.getByText('2 / 2')).toBeVisible()
    await dialog.getByRole('button', { name: 'Next' }).click()
    await expect(dialog.getByText('1 / 2')).toBeVisible()
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()

    // A click on the backdrop, outside the photo and its controls, closes it too.
    await photoTiles(page).first().getByRole('button').click()
    await expect(dialog).toBeVisible()
    await page.mouse.click(4, 4)
    await expect(dialog).toBeHidden()
  })
})
