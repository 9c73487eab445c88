import { expect, type Page, test } from '@playwright/test'
import { randomBytes } from 'node:crypto'
import { generateSync } from 'otplib'

const STRONG = 'Str0ng!Passw0rd'

const openTab = async (page: Page, name: 'Login' | 'Register') => {
  await page.goto('/auth')
  await page.getByRole('tab', { name }).click()
}

const signIn = async (page: Page, email: string) => {
  await openTab(page, 'Login')
  const panel = page.getByRole('tabpanel', { name: 'Login' })
  await panel.getByLabel('Email').fill(email)
  await panel.getByLabel('Password', { exact: true }).fill(STRONG)
  await panel.getByRole('button', { name: 'Sign In' }).click()
}

const signOut = async (page: Page) => {
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible()
}

/** A code from the next 30-second step: the current one may already be spent on setup. */
const nextCode = (secret: string) =>
  generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + 30 })

test('a fan registers, signs out and in, turns on MFA, signs in with a code, and is kept out of /admin', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 1280, height: 900 })
  const id = randomBytes(4).toString('hex')
  const email = `ui-${id}@example.test`

  // Register: the strength meter holds back a weak password.
  await openTab(page, 'Register')
  const register = page.getByRole('tabpanel', { name: 'Register' })
  await register.getByLabel('Email').fill(email)
  await register.getByLabel('Username').fill(`ui_${id}`)
  await register.getByLabel('First name').fill('Uma')
  await register.getByLabel('Last name').fill('Tester')
  await register.getByLabel('Password', { exact: true }).fill('weakpass')
  await register.getByLabel('Confirm password').fill('weakpass')
  const create = register.getByRole('button', { name: 'Create Account' })
  await expect(create).toBeDisabled()
  await expect(register.getByText('Please create a stronger password to continue')).toBeVisible()
  await register.getByLabel('Password', { exact: true }).fill(STRONG)
  await register.getByLabel('Confirm password').fill(STRONG)
  await expect(create).toBeEnabled()
  await register.getByRole('checkbox', { name: /I agree to the processing/ }).check()
  await create.click()
  await expect(page.getByText('Registration Successful')).toBeVisible()
  await expect(page.getByRole('banner').getByText('Uma Tester')).toBeVisible()

  await signOut(page)
  await signIn(page, email)
  await expect(page.getByText('Login Successful')).toBeVisible()
  await expect(page.getByRole('banner').getByText('Uma Tester')).toBeVisible()

  // Turn MFA on from the dashboard by reading the secret under the QR code.
  await page.goto('/dashboard')
  await expect(page.getByRole('heading', { name: /Welcome, Uma/i })).toBeVisible()
  await page.getByRole('button', { name: 'Enable MFA' }).click()
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible()
  const secret = (await page.getByTestId('mfa-secret').textContent())!.replace(/\s/g, '')
  await page.getByLabel('6-digit code').fill(generateSync({ secret }))
  await page.getByRole('button', { name: 'Confirm' }).click()
  await expect(
    page.getByRole('list', { name: 'Backup codes' }).or(page.getByLabel('Backup codes')),
  ).toBeVisible()
  await page.getByRole('button', { name: 'I have saved my codes' }).click()

  await signOut(page)

  // Signing in now needs the code.
  await signIn(page, email)
  await expect(page.getByText('MFA Required')).toBeVisible()
  await page.getByLabel('Authentication code').fill(nextCode(secret))
  await page.getByRole('button', { name: 'Verify Code' }).click()
  await expect(page.getByText('MFA Verified')).toBeVisible()
  await expect(page.getByRole('banner').getByText('Uma Tester')).toBeVisible()

  // The console is for admins and viewers.
  await page.goto('/admin')
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible()
  await expect(page.getByText('Required role: admin or viewer')).toBeVisible()
  await expect(page.getByText('Your role: user')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Return Home' })).toBeVisible()
})

test('a signed-out visitor of a guarded page is sent to /auth and back', async ({ page }) => {
  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/auth\?next=%2Fdashboard/)
})
