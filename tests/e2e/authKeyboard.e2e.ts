import { expect, type Page, test } from '@playwright/test'
import { randomBytes } from 'node:crypto'

/** What has the keyboard focus, as a person would name it. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null
    return element?.getAttribute('aria-label') || element?.textContent?.trim() || ''
  })

/** Presses Tab until the element named `name` has the focus; fails if it never does. */
const tabTo = async (page: Page, name: string, limit = 40) => {
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press('Tab')
    if ((await focusedName(page)) === name) return
  }
  throw new Error(`Tab never reached "${name}" in ${limit} presses`)
}

test.describe('the sign-in screen by keyboard', () => {
  test('Tab and Enter alone reach the register form, and lead back to sign in', async ({
    page,
  }) => {
    await page.goto('/auth')
    const loginPanel = page.getByRole('tabpanel', { name: 'Login' })
    await expect(loginPanel.getByRole('button', { name: 'Create an account' })).toBeVisible()

    await tabTo(page, 'Create an account')
    await page.keyboard.press('Enter')

    const registerTab = page.getByRole('tab', { name: 'Register' })
    await expect(registerTab).toHaveAttribute('aria-selected', 'true')
    await expect(registerTab).toBeFocused()
    const registerPanel = page.getByRole('tabpanel', { name: 'Register' })
    await expect(registerPanel.getByRole('heading', { name: 'Join the movement' })).toBeVisible()
    await expect(loginPanel).toBeHidden()
    // The next Tab lands in the form itself.
    await page.keyboard.press('Tab')
    await expect(registerPanel.getByLabel('Email')).toBeFocused()

    await tabTo(page, 'Sign in instead')
    await page.keyboard.press('Enter')
    await expect(page.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true')
    await expect(loginPanel.getByRole('heading', { name: 'Welcome back' })).toBeVisible()
  })

  test("switching to Register closes the failed login's toast", async ({ page }) => {
    await page.goto('/auth')
    const loginPanel = page.getByRole('tabpanel', { name: 'Login' })
    await loginPanel
      .getByLabel('Email')
      .fill(`nobody-${randomBytes(4).toString('hex')}@example.com`)
    await loginPanel.getByLabel('Password', { exact: true }).fill('Wr0ng!Password')
    await loginPanel.getByRole('button', { name: 'Sign In' }).click()
    const failed = page.getByRole('alert').filter({ hasText: 'Login Failed' })
    await expect(failed).toBeVisible()

    await loginPanel.getByRole('button', { name: 'Create an account' }).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('tab', { name: 'Register' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    // Well before the toast's own 5 seconds run out.
    await expect(failed).toBeHidden({ timeout: 1_500 })
  })

  test('a new sign-in attempt closes the last one’s failure first', async ({ page }) => {
    await page.goto('/auth')
    const loginPanel = page.getByRole('tabpanel', { name: 'Login' })
    await loginPanel
      .getByLabel('Email')
      .fill(`nobody-${randomBytes(4).toString('hex')}@example.com`)
    await loginPanel.getByLabel('Password', { exact: true }).fill('Wr0ng!Password')
    await loginPanel.getByRole('button', { name: 'Sign In' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Login Failed' })).toBeVisible()

    // An attempt the form itself refuses (no password) still starts clean.
    await loginPanel.getByLabel('Password', { exact: true }).fill('')
    await loginPanel.getByRole('button', { name: 'Sign In' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Login Failed' })).toBeHidden({
      timeout: 1_500,
    })
  })
})
