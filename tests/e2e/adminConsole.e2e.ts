import { expect, type Locator, type Page, test } from '@playwright/test'

import { expectNoAxeViolations } from '../helpers/axe'
import { signInAs, withE2eDb } from '../helpers/browserSession'
import { PHONE } from '../helpers/viewports'

const ADMIN = 'admin@demo.local'
const VIEWER = 'viewer@demo.local'
const FAN = 'fan@demo.local'

/** Leaves the demo fan as every other test expects: active. */
const reactivateFan = () =>
  withE2eDb((client) =>
    client.query(`UPDATE users SET account_status = 'active' WHERE email = $1`, [FAN]),
  )

const lockedCount = async (page: Page) =>
  Number(await page.getByTestId('stat-locked-users').getByText(/^\d+$/).textContent())

const fanRow = (page: Page) => page.getByTestId('user-row').filter({ hasText: FAN })

const openFan = async (page: Page): Promise<Locator> => {
  await page.getByLabel('Search users').fill(FAN)
  await expect(page.getByTestId('user-row')).toHaveCount(1)
  await expect(fanRow(page)).toContainText('Frankie Fan')
  await fanRow(page)
    .getByRole('button', { name: `View ${FAN}` })
    .click()
  const dialog = page.getByRole('dialog', { name: 'Frankie Fan' })
  await expect(dialog).toBeVisible()
  return dialog
}

const controls = (dialog: Locator) => [
  dialog.getByRole('combobox', { name: 'Account status' }),
  dialog.getByRole('combobox', { name: 'Role' }),
  dialog.getByRole('button', { name: /^(Lock|Unlock)$/ }),
]

test.describe('the admin console', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
  })

  test('an admin finds the fan, locks and unlocks them, and sees both in the audit log', async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(120_000)
    await signInAs(context, ADMIN, baseURL!)
    try {
      await page.goto('/admin')
      await expect(page.getByRole('heading', { name: 'ADMIN CONSOLE' })).toBeVisible()
      await expect(fanRow(page)).toBeVisible()
      await expect(page.getByRole('tab', { name: 'User Management' })).toHaveAttribute(
        'aria-selected',
        'true',
      )
      const lockedBefore = await lockedCount(page)
      await expectNoAxeViolations(page)

      const dialog = await openFan(page)
      await expect(dialog.getByText('Email verified')).toBeVisible()
      await expect(dialog.getByText('Login attempts')).toBeVisible()
      await expect(dialog.getByText('Active sessions')).toBeVisible()
      await expect(dialog.getByText('No purchases found for this user')).toBeVisible()
      await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused()
      await expectNoAxeViolations(page)

      await dialog.getByRole('button', { name: 'Lock', exact: true }).click()
      await expect(page.getByText('User status updated successfully')).toBeVisible()
      await expect(dialog.getByRole('button', { name: 'Unlock', exact: true })).toBeVisible()
      await expect(dialog.getByRole('combobox', { name: 'Account status' })).toHaveValue('locked')
      await expect(fanRow(page)).toContainText('locked')
      await expect.poll(() => lockedCount(page)).toBe(lockedBefore + 1)

      // Escape closes the dialog and gives focus back to the button that opened it.
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(fanRow(page).getByRole('button', { name: `View ${FAN}` })).toBeFocused()

      // The tabs follow the arrow keys; the audit list was reread after the change.
      await page.getByRole('tab', { name: 'User Management' }).focus()
      await page.keyboard.press('ArrowRight')
      const audit = page.getByRole('tabpanel', { name: 'Audit Logs' })
      await expect(page.getByRole('tab', { name: 'Audit Logs' })).toBeFocused()
      await expect(audit).toBeVisible()
      const lockEntry = audit
        .getByTestId('audit-entry')
        .filter({ hasText: 'user_status_changed' })
        .filter({ hasText: FAN })
        .first()
      await expect(lockEntry).toContainText('to: locked')
      await expect(lockEntry).toContainText('warning')
      await expect(lockEntry).toContainText(ADMIN)
      await audit.getByRole('combobox', { name: 'Severity' }).selectOption('warning')
      await expect(lockEntry).toBeVisible()
      await expect(audit.locator('[aria-busy="true"]')).toHaveCount(0)
      await expectNoAxeViolations(page)
      await audit.getByRole('combobox', { name: 'Severity' }).selectOption('')

      await page.getByRole('tab', { name: 'User Management' }).click()
      const again = await openFan(page)
      await again.getByRole('button', { name: 'Unlock', exact: true }).click()
      await expect(again.getByRole('button', { name: 'Lock', exact: true })).toBeVisible()
      await expect(again.getByRole('combobox', { name: 'Account status' })).toHaveValue('active')
      await expect(fanRow(page)).toContainText('active')
      await expect.poll(() => lockedCount(page)).toBe(lockedBefore)
      await again.getByRole('button', { name: 'Close' }).click()

      await page.getByRole('tab', { name: 'Audit Logs' }).click()
      await expect(
        audit
          .getByTestId('audit-entry')
          .filter({ hasText: 'user_status_changed' })
          .filter({ hasText: 'to: active' })
          .first(),
      ).toContainText(FAN)
    } finally {
      await reactivateFan()
    }
  })

  test('an admin who tries to lock their own account is told why not', async ({
    page,
    context,
    baseURL,
  }) => {
    await signInAs(context, ADMIN, baseURL!)
    await page.goto('/admin')
    await page.getByLabel('Search users').fill(ADMIN)
    await page.getByRole('button', { name: `View ${ADMIN}` }).click()
    const dialog = page.getByRole('dialog', { name: 'Avery Admin' })
    await dialog.getByRole('button', { name: 'Lock', exact: true }).click()
    await expect(page.getByText('Error updating user status')).toBeVisible()
    await expect(dialog.getByRole('combobox', { name: 'Account status' })).toHaveValue('active')
  })

  test('a viewer sees the same screens with every control disabled', async ({
    page,
    context,
    baseURL,
  }) => {
    await signInAs(context, VIEWER, baseURL!)
    await page.goto('/admin')
    await expect(page.getByText('Staff · read-only')).toBeVisible()
    await expect(page.getByTestId('stat-total-users')).toContainText(/\d/)

    const dialog = await openFan(page)
    await expect(dialog.getByText(/Read-only: your viewer account/)).toBeVisible()
    for (const control of controls(dialog)) await expect(control).toBeDisabled()
    await expect(dialog.getByRole('button', { name: 'Save status' })).toBeDisabled()
    await expect(dialog.getByRole('button', { name: 'Save role' })).toBeDisabled()
    await expectNoAxeViolations(page)
    // Only the close button is left to focus: Tab stays on it.
    await page.keyboard.press('Tab')
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused()
    await dialog.getByRole('button', { name: 'Close' }).click()

    await page.getByRole('tab', { name: 'Audit Logs' }).click()
    const audit = page.getByRole('tabpanel', { name: 'Audit Logs' })
    await expect(audit.getByRole('region', { name: /Audit log entries/ })).toBeVisible()
    await expect(audit.getByText(/\d+ (of \d+ )?entr(y|ies)/)).toBeVisible()
  })

  test('a phone gets the users as cards, without sideways scrolling', async ({
    page,
    context,
    baseURL,
  }) => {
    await page.setViewportSize(PHONE)
    await signInAs(context, ADMIN, baseURL!)
    await page.goto('/admin')
    await expect(fanRow(page)).toBeVisible()
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
    const dialog = await openFan(page)
    const box = await dialog.boundingBox()
    expect(box?.width).toBeLessThanOrEqual(390)
  })
})
