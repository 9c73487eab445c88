import { expect, type Page, test } from '@playwright/test'

import { expectNoAxeViolations } from '../helpers/axe'
import { DESKTOP, PHONE } from '../helpers/viewports'

const tracksList = (page: Page) => page.getByRole('region', { name: 'Tracks' }).getByRole('list')
const listHeight = async (page: Page) => (await tracksList(page).boundingBox())!.height
const viewSwitch = (page: Page) => page.getByRole('group', { name: 'Show tracks as' })
// Within the shown catalogue: a page kept by the router for the way back is a hidden copy of it.
const leadDescription = (page: Page) =>
  page
    .getByRole('region', { name: 'Tracks' })
    .getByText('The lead single: horns, handclaps', { exact: false })

test.describe('the compact track list', () => {
  test('shows every track in a row a fraction of a card, with nothing out of reach', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP)
    await page.goto('/music')
    await expect(viewSwitch(page).getByRole('button', { name: 'Cards' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    const cards = await listHeight(page)
    const description = leadDescription(page)
    await expect(description).toBeVisible()

    await viewSwitch(page).getByRole('button', { name: 'List' }).click()
    await expect(viewSwitch(page).getByRole('button', { name: 'List' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    const list = await listHeight(page)
    expect(list, `the list is ${list}px, the cards ${cards}px`).toBeLessThan(cards * 0.4)

    // Each row: cover, number and badge, title, length, play, and the way to get the track.
    const row = page.getByRole('article', { name: 'Steppin Out', exact: true })
    await expect(row.locator('img')).toBeVisible()
    await expect(row.getByText('01', { exact: true })).toBeVisible()
    await expect(row.getByText('PREMIUM • $1.99')).toBeVisible()
    await expect(row.locator('time')).toHaveText('2:04')
    await expect(row.getByRole('button', { name: 'Play Steppin Out' })).toBeVisible()
    await expect(row.getByRole('button', { name: /^Buy \$1\.99/ })).toBeVisible()
    const free = page.getByRole('article', { name: 'Concrete Dreams', exact: true })
    await expect(free.getByText('FREE TRACK')).toBeVisible()
    await expect(free.getByRole('button', { name: /Get it free/ })).toBeVisible()
    // One line per row: the player and the buy button sit beside the title, not under it.
    const title = (await row.getByRole('heading', { name: 'Steppin Out' }).boundingBox())!
    const buy = (await row.getByRole('button', { name: /^Buy/ }).boundingBox())!
    expect(buy.x).toBeGreaterThan(title.x + title.width)

    // The card's description waits behind Details.
    await expect(description).toBeHidden()
    const details = row.getByRole('button', { name: 'Show details of Steppin Out' })
    await expect(details).toHaveAttribute('aria-expanded', 'false')
    await details.click()
    await expect(row.getByRole('button', { name: 'Hide details of Steppin Out' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    await expect(description).toBeVisible()
    await expectNoAxeViolations(page)

    // The list plays like the cards: the preview starts and its clock runs.
    await row.getByRole('button', { name: 'Play Steppin Out' }).click()
    await expect(row.getByRole('button', { name: 'Pause Steppin Out' })).toBeVisible()
    await expect
      .poll(() => row.locator('audio').evaluate((audio: HTMLAudioElement) => audio.currentTime), {
        timeout: 10_000,
      })
      .toBeGreaterThan(0.5)
    await row.getByRole('button', { name: 'Pause Steppin Out' }).click()
  })

  test('is remembered on this browser, from the first paint, across pages', async ({ page }) => {
    await page.goto('/music')
    await viewSwitch(page).getByRole('button', { name: 'List' }).click()

    // A new page load is drawn as a list before any script of the page's own has run.
    await page.route('**/_next/static/**/*.js', (route) => route.abort())
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('data-track-view', 'list')
    await expect(page.getByText('The lead single: horns, handclaps', { exact: false })).toBeHidden()
    await page.unroute('**/_next/static/**/*.js')

    await page.goto('/videos')
    await page.getByRole('banner').getByRole('link', { name: 'Music', exact: true }).click()
    await expect(page).toHaveURL(/\/music$/)
    await expect(viewSwitch(page).getByRole('button', { name: 'List' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect(page.locator('html')).toHaveAttribute('data-track-view', 'list')
    await expect(leadDescription(page)).toBeHidden()

    await viewSwitch(page).getByRole('button', { name: 'Cards' }).click()
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('data-track-view', 'cards')
    await expect(leadDescription(page)).toBeVisible()
  })

  test('fits a phone without sideways scrolling', async ({ page }) => {
    await page.setViewportSize(PHONE)
    await page.addInitScript(() => localStorage.setItem('kairo.trackView', 'list'))
    await page.goto('/music')
    await expect(viewSwitch(page).getByRole('button', { name: 'List' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
    }))
    expect(widths.page).toBeLessThanOrEqual(widths.viewport)
    for (const article of await page
      .getByRole('region', { name: 'Tracks' })
      .getByRole('article')
      .all()) {
      const box = (await article.boundingBox())!
      const action = (await article
        .getByRole('button', { name: /^(Buy|Pre-order|Get it free|Name your price)/ })
        .boundingBox())!
      expect(action.x + action.width).toBeLessThanOrEqual(box.x + box.width)
      expect(box.height).toBeLessThan(200)
    }
    await expectNoAxeViolations(page)
  })
})
