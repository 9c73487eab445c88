import { expect, type Locator, type Page, test } from '@playwright/test'
import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'

import { expectNoAxeViolations } from '../helpers/axe'

const STRONG = 'Str0ng!Passw0rd'
const CONSENT_ERROR = 'Please agree to the processing of your personal data to create an account'

const openRegister = async (page: Page) => {
  await page.goto('/auth')
  await page.getByRole('tab', { name: 'Register' }).click()
  return page.getByRole('tabpanel', { name: 'Register' })
}

const fillRegistration = async (register: Locator, id: string) => {
  await register.getByLabel('Email').fill(`privacy-${id}@example.test`)
  await register.getByLabel('Username').fill(`pv_${id}`)
  await register.getByLabel('First name').fill('Priya')
  await register.getByLabel('Last name').fill('Vault')
  await register.getByLabel('Password', { exact: true }).fill(STRONG)
  await register.getByLabel('Confirm password').fill(STRONG)
}

test('the register form refuses to submit without the consent box', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  const register = await openRegister(page)
  await fillRegistration(register, randomBytes(4).toString('hex'))

  let registerCalls = 0
  page.on('request', (request) => {
    if (request.url().endsWith('/api/auth/register')) registerCalls++
  })
  await register.getByRole('button', { name: 'Create Account' }).click()

  const consent = register.getByRole('checkbox', { name: /I agree to the processing/ })
  await expect(register.getByText(CONSENT_ERROR)).toBeVisible()
  await expect(consent).toHaveAttribute('aria-invalid', 'true')
  await expect(consent).toBeFocused()
  expect(registerCalls).toBe(0)
  await expect(register.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
    'target',
    '_blank',
  )
  await expectNoAxeViolations(page)
})

test('the privacy policy is public and says what is kept, why, for how long, and your rights', async ({
  page,
}) => {
  await page.goto('/privacy')
  await expect(page).toHaveTitle(/Privacy/)
  for (const heading of ['What we store', 'Why we keep it', 'How long we keep it', 'Your rights']) {
    await expect(page.getByRole('heading', { name: heading })).toBeVisible()
  }
  await expect(page.getByRole('link', { name: 'contact the team' })).toHaveAttribute(
    'href',
    '/contact',
  )
  await expectNoAxeViolations(page)
})

test('a member registers with consent, downloads their data, deletes the account and is signed out', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 1280, height: 900 })
  const id = randomBytes(4).toString('hex')
  const email = `privacy-${id}@example.test`

  const register = await openRegister(page)
  await fillRegistration(register, id)
  await register.getByRole('checkbox', { name: /I agree to the processing/ }).check()
  await register.getByRole('button', { name: 'Create Account' }).click()
  await expect(page.getByText('Registration Successful')).toBeVisible()

  await page.goto('/dashboard')
  const privacy = page.getByRole('region', { name: 'Privacy', exact: true })
  await expect(
    privacy.getByText(/You agreed to the processing of your personal data on/),
  ).toBeVisible()

  // The export is prepared in the background; the list polls until it is ready.
  await privacy.getByRole('button', { name: 'Download my data' }).click()
  const exports = privacy.getByRole('list', { name: 'Data exports' })
  await expect(exports.getByText('Ready', { exact: true })).toBeVisible({ timeout: 30_000 })
  await expect(exports.getByText(/Available until/)).toBeVisible()
  await expectNoAxeViolations(page)

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    exports.getByRole('link', { name: /^Download/ }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^kairo-data-\d{4}-\d{2}-\d{2}\.json$/)
  const archive = await readFile((await download.path())!, 'utf8')
  expect(JSON.parse(archive)).toBeTruthy()
  expect(archive).toContain(email)

  // Deleting asks for the password first, and says what cannot be undone.
  await privacy.getByRole('button', { name: 'Delete my account' }).click()
  await expect(privacy.getByText('This cannot be undone.')).toBeVisible()
  const password = privacy.getByLabel('Password', { exact: true })
  await expect(password).toBeFocused()
  await password.fill('Wrong!Passw0rd')
  await privacy.getByRole('button', { name: 'Delete account' }).click()
  await expect(password).toHaveAttribute('aria-invalid', 'true')
  await expect(page).toHaveURL(/\/dashboard/)

  await password.fill(STRONG)
  await privacy.getByRole('button', { name: 'Delete account' }).click()
  await expect(page).toHaveURL(/\/landing/)
  await expect(page.getByText('Account deleted')).toBeVisible()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible()

  const me = await page.request.get('/api/auth/me')
  expect(me.status()).toBe(401)
})
