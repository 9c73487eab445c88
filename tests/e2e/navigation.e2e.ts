import { expect, test } from '@playwright/test'

import { signInAs } from '../helpers/browserSession'
import { PHONE } from '../helpers/viewports'

test('the navigation bar changes style once the page scrolls past 100 px', async ({ page }) => {
  await page.goto('/landing')
  const header = page.getByRole('banner')
  await expect(header).toHaveAttribute('data-scrolled', 'false')
  await page.evaluate(() => window.scrollTo(0, 60))
  await expect(header).toHaveAttribute('data-scrolled', 'false')
  await page.evaluate(() => window.scrollTo(0, 240))
  await expect(header).toHaveAttribute('data-scrolled', 'true')
})

test('signed out, the bar offers Login and a static Cart (0), and no Home or Admin', async ({
  page,
}) => {
  await page.goto('/music')
  const header = page.getByRole('banner')
  await expect(header.getByRole('link', { name: 'Login' })).toBeVisible()
  await expect(header.getByRole('button', { name: 'Cart, 0 items' })).toHaveText('Cart (0)')
  for (const name of ['Music', 'Videos', 'About', 'Photos', 'Contact']) {
    await expect(header.getByRole('link', { name, exact: true })).toBeVisible()
  }
  await expect(header.getByRole('link', { name: 'Home', exact: true })).toHaveCount(0)
  await expect(header.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0)
})

test('the Admin item shows for a viewer but not for a member', async ({
  page,
  context,
  baseURL,
}) => {
  await signInAs(context, 'fan@demo.local', baseURL!)
  await page.goto('/music')
  await expect(page.getByRole('banner').getByText('Frankie Fan')).toBeVisible()
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Admin', exact: true }),
  ).toHaveCount(0)
  await context.clearCookies()
  await signInAs(context, 'viewer@demo.local', baseURL!)
  await page.goto('/music')
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Admin', exact: true }),
  ).toBeVisible()
})

test('on a phone the side menu mirrors the bar and closes with Escape', async ({ page }) => {
  await page.setViewportSize(PHONE)
  await page.goto('/music')
  await page.getByRole('button', { name: 'Open menu' }).click()
  const menu = page.getByRole('dialog', { name: 'Menu' })
  await expect(menu).toBeVisible()
  await expect(menu.getByRole('link', { name: 'Photos', exact: true })).toBeVisible()
  await expect(menu.getByRole('link', { name: 'Login' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
})
