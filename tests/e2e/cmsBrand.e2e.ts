import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'

import { signInAs } from '../helpers/browserSession'
import { DESKTOP, PHONE } from '../helpers/viewports'

const PANELS = ['Latest messages', 'Recent sales', 'Drafts waiting']

/** Payload keeps its navigation closed on narrow screens and remembers the choice: open it. */
const openNavigation = async (page: Page) => {
  // The toggle works once Payload's navigation has hydrated.
  await expect(page.locator('.template-default--nav-hydrated')).toHaveCount(1)
  const nav = page.locator('.nav').first()
  if ((await nav.getAttribute('inert')) !== null) {
    await page.locator('button.nav-toggler[aria-label="Open Menu"]:visible').first().click()
  }
  await expect(nav).not.toHaveAttribute('inert')
}

test.describe('the CMS in the site’s brand', () => {
  test('shows the admin the site’s mark, a way back to the site and a first screen', async ({
    page,
    context,
    baseURL,
  }, testInfo) => {
    await signInAs(context, 'admin@demo.local', baseURL!)
    await page.setViewportSize(DESKTOP)
    await page.goto('/cms')

    await expect(page).toHaveTitle(/KAIRO/)
    await expect(page.getByRole('img', { name: 'KAIRO' }).first()).toBeVisible()
    for (const name of PANELS) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
    }
    const axe = await new AxeBuilder({ page })
      .include('#kairo-dashboard')
      .withTags(['wcag2a', 'wcag2aa'])
      .analyze()
    expect(axe.violations.map((violation) => violation.id)).toEqual([])
    await testInfo.attach('cms-dashboard-1280', {
      body: await page.screenshot(),
      contentType: 'image/png',
    })

    await openNavigation(page)
    const nav = page.locator('.nav')
    await expect(nav.getByText('KAIRO', { exact: true })).toBeVisible()
    const viewSite = nav.getByRole('link', { name: 'View site' })
    await expect(viewSite).toHaveAttribute('href', '/landing')
    await viewSite.click()
    await expect(page).toHaveURL(/\/landing$/)
  })

  test('still signs the admin out of the CMS', async ({ page, context, baseURL }) => {
    await signInAs(context, 'admin@demo.local', baseURL!)
    await page.setViewportSize(DESKTOP)
    await page.goto('/cms')
    await openNavigation(page)
    await page.locator('.nav').getByRole('link', { name: 'Log out' }).click()
    await expect(page).toHaveURL(/\/auth/, { timeout: 30_000 })
    await page.goto('/cms')
    await expect(page).toHaveURL(/\/auth\?next=%2Fcms|\/auth\?next=\/cms/)
  })

  test('shows a viewer the panels of what it may read', async ({ page, context, baseURL }) => {
    await signInAs(context, 'viewer@demo.local', baseURL!)
    await page.goto('/cms')
    await expect(page.getByRole('heading', { level: 2, name: 'Latest messages' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'Drafts waiting' })).toBeVisible()
    // A viewer is staff and may read every purchase (staffOrOwner), so the sales panel is there;
    // the panel follows Payload's read permission for purchases.
    const purchasesRead = await page.evaluate(async () => {
      const response = await fetch('/api/cms/access')
      const access = await response.json()
      return Boolean(access.collections?.purchases?.read)
    })
    await expect(page.getByRole('heading', { level: 2, name: 'Recent sales' })).toHaveCount(
      purchasesRead ? 1 : 0,
    )
  })

  test('fits the dashboard and the tracks list on a phone without sideways scrolling', async ({
    page,
    context,
    baseURL,
  }, testInfo) => {
    await signInAs(context, 'admin@demo.local', baseURL!)
    await page.setViewportSize(PHONE)
    await page.goto('/cms')
    await expect(page.getByRole('heading', { level: 2, name: 'Drafts waiting' })).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await testInfo.attach('cms-dashboard-390', {
      body: await page.screenshot(),
      contentType: 'image/png',
    })

    await page.goto('/cms/collections/tracks')
    const table = page.locator('.collection-list--tracks .table').first()
    for (const column of ['Title', 'Price', 'Status']) {
      await expect(table.getByRole('columnheader', { name: column })).toBeInViewport()
    }
    const overflow = await table.evaluate((element) => element.scrollWidth - element.clientWidth)
    expect(overflow).toBeLessThanOrEqual(1)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await testInfo.attach('cms-tracks-390', {
      body: await page.screenshot(),
      contentType: 'image/png',
    })
  })
})
